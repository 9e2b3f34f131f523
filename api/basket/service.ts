import type { Basket } from '../../shared/contract/basket';
import { GIFT_CERTIFICATE_KIND } from '../certificate/service';
import { checkCoupon, couponToApply, findCoupon, normalizeCouponCode } from '../coupon/service';
import type { Db, Executor } from '../db/database';
import { pickupFreeFromKopecks } from '../delivery/service';
import { DomainError, notFound } from '../http/errors';
import { ownerOf, type Session, type SessionLookup } from '../session/service';
import { addToLine } from './add-line';
import { buildBasket, couponLines, lineAvailable } from './build';
import { findBasket, lockBasket, updateBasket, type BasketRow } from './basket-queries';
import { basketLines, basketLinesAndFreeFrom, type LineRow } from './line-queries';
import { deleteLine, findOffer, offerInBasket, setLineQuantity } from './offer-queries';

// What signing in does with a guest's basket.
export { adoptGuestBasket } from './adopt';
// What placing an order reads and locks of the basket, inside its own transaction.
export { couponLines, lineAvailable } from './build';
export { emptyBasketTakingStock, lockBasket, type BasketRow } from './basket-queries';
export { basketLines, lockBasketLines, offerLine, type LineRow as BasketLine } from './line-queries';

const offerNotFound = () => notFound('Товар не найден');
const notInBasket = () => notFound('Этого товара нет в корзине');
const overStock = (stock: number) =>
  new DomainError('over_stock', 409, stock > 0 ? `Больше нет в наличии: в наличии ${stock} шт.` : 'Товара нет в наличии');

/** The threshold rides on the lines' statement; only a basket without lines reads it alone. */
async function linesAndFreeFrom(db: Executor, basket: BasketRow | null) {
  const read = basket ? await basketLinesAndFreeFrom(db, basket.id) : { lines: [], freeFromKopecks: undefined };
  const { lines, freeFromKopecks } = read;
  return { lines, freeFromKopecks: freeFromKopecks === undefined ? await pickupFreeFromKopecks(db) : freeFromKopecks };
}

/** The basket as the contract shows it, and the lines it was built from. */
async function answerWithLines(db: Executor, basket: BasketRow | null, customer: Session | null) {
  const { lines, freeFromKopecks } = await linesAndFreeFrom(db, basket);
  let coupon = null;
  if (basket?.couponId) {
    const row = await findCoupon(db, basket.couponId);
    // An attached coupon that stopped qualifying stays, with 0 off and the reason.
    if (row) coupon = { code: row.code, result: await checkCoupon(db, row, customer, couponLines(lines)) };
  }
  return { basket: buildBasket({ basket, lines, coupon, freeFromKopecks }), lines };
}

const answer = async (db: Executor, basket: BasketRow | null, customer: Session | null): Promise<Basket> =>
  (await answerWithLines(db, basket, customer)).basket;

async function readWithLines(db: Db, session: SessionLookup) {
  const current = await session({ create: false });
  return answerWithLines(db, current ? await findBasket(db, ownerOf(current)) : null, current);
}

/** GET /api/basket/: a browser without a session has an empty basket (and gets no session). */
export async function readBasket(db: Db, session: SessionLookup): Promise<Basket> {
  return (await readWithLines(db, session)).basket;
}

/** Whether a basket's available lines buy gift certificates: some of them, or nothing else. */
export interface CertificateShare {
  some: boolean;
  only: boolean;
}

/**
 * The basket for the checkout's draft, with its certificate share read off the same lines (a
 * certificate-only basket needs no delivery), so the draft asks no second statement for it.
 */
export async function readBasketForCheckout(
  db: Db,
  session: SessionLookup,
): Promise<{ basket: Basket; certificates: CertificateShare; weightGrams: number }> {
  const { basket, lines } = await readWithLines(db, session);
  const counted = lines.filter(lineAvailable);
  const certificate = (line: (typeof lines)[number]) => line.kind === GIFT_CERTIFICATE_KIND;
  return {
    basket,
    certificates: { some: counted.some(certificate), only: counted.length > 0 && counted.every(certificate) },
    weightGrams: goodsWeightGrams(counted),
  };
}

/** What the goods to deliver weigh, grams: a certificate is a code and weighs nothing. */
export function goodsWeightGrams(lines: readonly LineRow[]): number {
  return lines.reduce((sum, l) => (l.kind === GIFT_CERTIFICATE_KIND ? sum : sum + l.weightGrams * l.quantity), 0);
}

/**
 * Runs one change of the basket in a transaction with the basket row locked, then answers the
 * basket as it is after it. `create` makes the session (and basket) when missing. `apply` returns
 * the basket row when it changed it (UPDATE … RETURNING); otherwise the locked row is still current.
 */
async function change(
  db: Db,
  session: SessionLookup,
  create: boolean,
  apply: (tx: Executor, basket: BasketRow, customer: Session | null) => Promise<BasketRow | void>,
): Promise<Basket> {
  const current = await session({ create });
  if (!current) {
    // Nothing to change in a basket that does not exist: answer as for an empty one.
    await apply(db, emptyBasket, null);
    return answer(db, null, null);
  }
  return db.transaction(async (tx) => {
    const basket = await lockBasket(tx, ownerOf(current));
    const changed = await apply(tx, basket, current);
    return answer(tx, changed ?? basket, current);
  });
}

// Stands for a missing basket in changes that only fail there (minus, remove, removeCoupon).
const emptyBasket: BasketRow = { id: 0, couponId: null, giftWrap: false, cardMessage: '', noPricesReceipt: false };

type OfferInBasket = NonNullable<Awaited<ReturnType<typeof offerInBasket>>>;

async function setQuantity(tx: Executor, basketId: number, offer: OfferInBasket, next: (current: number) => number) {
  const offerId = offer.id;
  const current = offer.quantity ?? 0;
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

/** What an add refuses whatever the basket holds: an offer not on sale, more than its stock at once. */
function refuseAdd<T extends { onSale: boolean; stock: number }>(offer: T | null, quantity: number): asserts offer is T {
  if (!offer || !offer.onSale) throw offerNotFound();
  if (quantity > offer.stock) throw overStock(offer.stock);
}

export async function addToBasket(db: Db, session: SessionLookup, offerId: number, quantity: number): Promise<Basket> {
  // A new browser's add is checked before its session is made, so that a bad add leaves no trace.
  // A browser with a session is checked only under the lock: a refusal there rolls back and leaves none either.
  if (!(await session({ create: false }))) refuseAdd(await findOffer(db, offerId), quantity);
  return change(db, session, true, async (tx, basket) => {
    // One statement reads the offer and the line and writes the line when the add may grow it.
    const added = await addToLine(tx, basket.id, offerId, quantity);
    if (added && added.after !== null) return;
    // Refused, nothing written: the same refusals, in the same order, as the checks before the write.
    refuseAdd(added, quantity);
    throw overStock(added.stock);
  });
}

/** The offer's line in the basket, or 404 «Этого товара нет в корзине». */
async function lineInBasket(tx: Executor, basketId: number, offerId: number): Promise<OfferInBasket> {
  const offer = await offerInBasket(tx, basketId, offerId);
  if (!offer || offer.quantity === null) throw notInBasket();
  return offer;
}

export const plusInBasket = (db: Db, session: SessionLookup, offerId: number) =>
  change(db, session, false, async (tx, basket) => {
    await setQuantity(tx, basket.id, await lineInBasket(tx, basket.id, offerId), (q) => q + 1);
  });

export const minusInBasket = (db: Db, session: SessionLookup, offerId: number) =>
  change(db, session, false, async (tx, basket) => {
    await setQuantity(tx, basket.id, await lineInBasket(tx, basket.id, offerId), (q) => q - 1);
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
  change(db, session, true, (tx, basket) =>
    updateBasket(tx, basket.id, {
      ...(gift.wrap === undefined ? {} : { giftWrap: gift.wrap }),
      ...(gift.message === undefined ? {} : { cardMessage: gift.message }),
      ...(gift.noPrices === undefined ? {} : { noPricesReceipt: gift.noPrices }),
    }),
  );

export const setCoupon = (db: Db, session: SessionLookup, typed: string) =>
  change(db, session, false, async (tx, basket, customer) => {
    const lines = basket.id === 0 ? [] : await basketLines(tx, basket.id);
    const coupon = await couponToApply(tx, typed, basket.id === 0 ? null : customer, couponLines(lines));
    if (basket.id === 0) return;
    return updateBasket(tx, basket.id, { couponId: coupon.id });
  });

export const removeCoupon = (db: Db, session: SessionLookup, typed: string) =>
  change(db, session, false, async (tx, basket) => {
    const attached = basket.couponId === null ? null : await findCoupon(tx, basket.couponId);
    if (!attached || attached.code !== normalizeCouponCode(typed)) {
      throw notFound('Этот промокод не применён к корзине');
    }
    return updateBasket(tx, basket.id, { couponId: null });
  });
