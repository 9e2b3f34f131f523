import type { Basket } from '../../shared/contract/basket';
import { checkCoupon, couponToApply, findCoupon, normalizeCouponCode } from '../coupon/service';
import type { Db, Executor } from '../db/database';
import { freeDeliveryFromKopecks } from '../delivery/service';
import { DomainError, notFound } from '../http/errors';
import { ownerOf, type Session, type SessionLookup } from '../session/service';
import { buildBasket, couponLines } from './build';
import {
  basketLines,
  deleteLine,
  findBasket,
  findOffer,
  lineQuantity,
  lockBasket,
  setLineQuantity,
  updateBasket,
  type BasketRow,
} from './queries';

// What signing in does with a guest's basket.
export { adoptGuestBasket } from './adopt';
// What placing an order reads and locks of the basket, inside its own transaction.
export { couponLines, lineAvailable } from './build';
export { basketLines, emptyBasket, lockBasket, offerLine, type BasketRow, type LineRow as BasketLine } from './queries';

const offerNotFound = () => notFound('Товар не найден');
const notInBasket = () => notFound('Этого товара нет в корзине');
const overStock = (stock: number) =>
  new DomainError('over_stock', 409, stock > 0 ? `Больше нет в наличии: в наличии ${stock} шт.` : 'Товара нет в наличии');

async function answer(db: Executor, basket: BasketRow | null, customer: Session | null): Promise<Basket> {
  const [lines, freeFromKopecks] = await Promise.all([
    basket ? basketLines(db, basket.id) : Promise.resolve([]),
    freeDeliveryFromKopecks(db),
  ]);
  let coupon = null;
  if (basket?.couponId) {
    const row = await findCoupon(db, basket.couponId);
    // An attached coupon that stopped qualifying stays, with 0 off and the reason.
    if (row) coupon = { code: row.code, result: await checkCoupon(db, row, customer, couponLines(lines)) };
  }
  return buildBasket({ basket, lines, coupon, freeFromKopecks });
}

/** GET /api/basket/: a browser without a session has an empty basket (and gets no session). */
export async function readBasket(db: Db, session: SessionLookup): Promise<Basket> {
  const current = await session({ create: false });
  if (!current) return answer(db, null, null);
  return answer(db, await findBasket(db, ownerOf(current)), current);
}

/**
 * Runs one change of the basket in a transaction with the basket row locked, then answers the
 * basket as it is after it. `create` makes the session (and basket) when missing.
 */
async function change(
  db: Db,
  session: SessionLookup,
  create: boolean,
  apply: (tx: Executor, basket: BasketRow, customer: Session | null) => Promise<void>,
): Promise<Basket> {
  const current = await session({ create });
  if (!current) {
    // Nothing to change in a basket that does not exist: answer as for an empty one.
    await apply(db, emptyBasket, null);
    return answer(db, null, null);
  }
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, ownerOf(current));
    await apply(tx, basket, current);
    return answer(tx, await findBasket(tx, ownerOf(current)), current);
  });
}

// Stands for a missing basket in changes that only fail there (minus, remove, removeCoupon).
const emptyBasket: BasketRow = { id: 0, couponId: null, giftWrap: false, cardMessage: '', noPricesReceipt: false };

async function setQuantity(tx: Executor, basketId: number, offerId: number, next: (current: number) => number) {
  const offer = await findOffer(tx, offerId);
  if (!offer) throw offerNotFound();
  const current = (await lineQuantity(tx, basketId, offerId)) ?? 0;
  const wanted = next(current);
  if (wanted <= 0) {
    await deleteLine(tx, basketId, offerId);
    return;
  }
  // Only growing is refused: a line already above the stock can still be lowered.
  if (wanted > current && (!offer.onSale || wanted > offer.stock)) {
    if (!offer.onSale && current === 0) throw offerNotFound();
    throw overStock(offer.onSale ? offer.stock : 0);
  }
  await setLineQuantity(tx, basketId, offerId, wanted);
}

export async function addToBasket(db: Db, session: SessionLookup, offerId: number, quantity: number): Promise<Basket> {
  // Checked before the session is made, so that a bad add leaves no trace; re-checked under the lock.
  const offer = await findOffer(db, offerId);
  if (!offer || !offer.onSale) throw offerNotFound();
  if (quantity > offer.stock) throw overStock(offer.stock);
  return change(db, session, true, async (tx, basket) => {
    await setQuantity(tx, basket.id, offerId, (q) => q + quantity);
  });
}

export const plusInBasket = (db: Db, session: SessionLookup, offerId: number) =>
  change(db, session, false, async (tx, basket) => {
    if ((await lineQuantity(tx, basket.id, offerId)) === null) throw notInBasket();
    await setQuantity(tx, basket.id, offerId, (q) => q + 1);
  });

export const minusInBasket = (db: Db, session: SessionLookup, offerId: number) =>
  change(db, session, false, async (tx, basket) => {
    if ((await lineQuantity(tx, basket.id, offerId)) === null) throw notInBasket();
    await setQuantity(tx, basket.id, offerId, (q) => q - 1);
  });

export const removeFromBasket = (db: Db, session: SessionLookup, offerId: number) =>
  change(db, session, false, async (tx, basket) => {
    if (!(await deleteLine(tx, basket.id, offerId))) throw notInBasket();
  });

export interface GiftInput {
  wrap?: boolean;
  message?: string;
  noPrices?: boolean;
}

/** Only the options given change. */
export const setGift = (db: Db, session: SessionLookup, gift: GiftInput) =>
  change(db, session, true, async (tx, basket) => {
    await updateBasket(tx, basket.id, {
      ...(gift.wrap === undefined ? {} : { giftWrap: gift.wrap }),
      ...(gift.message === undefined ? {} : { cardMessage: gift.message }),
      ...(gift.noPrices === undefined ? {} : { noPricesReceipt: gift.noPrices }),
    });
  });

export const setCoupon = (db: Db, session: SessionLookup, typed: string) =>
  change(db, session, false, async (tx, basket, customer) => {
    const lines = basket.id === 0 ? [] : await basketLines(tx, basket.id);
    const coupon = await couponToApply(tx, typed, basket.id === 0 ? null : customer, couponLines(lines));
    if (basket.id === 0) return;
    await updateBasket(tx, basket.id, { couponId: coupon.id });
  });

export const removeCoupon = (db: Db, session: SessionLookup, typed: string) =>
  change(db, session, false, async (tx, basket) => {
    const attached = basket.couponId === null ? null : await findCoupon(tx, basket.couponId);
    if (!attached || attached.code !== normalizeCouponCode(typed)) {
      throw notFound('Этот промокод не применён к корзине');
    }
    await updateBasket(tx, basket.id, { couponId: null });
  });
