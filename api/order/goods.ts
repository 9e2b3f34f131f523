import { couponLines, lineAvailable, lockBasketLines, offerLine, type BasketLine, type BasketRow } from '../basket/service';
import type { PaymentMethod } from '../../shared/contract/order';
import { certificateMessages, GIFT_CERTIFICATE_KIND } from '../certificate/service';
import { checkCoupon, coveredLines, lockCoupon, type CouponRow } from '../coupon/service';
import type { Executor } from '../db/database';
import { DomainError, notFound } from '../http/errors';
import type { Session } from '../session/service';
import { lockOffer } from './queries';

/** What an order buys, read under the placing transaction's locks. */
export interface Goods {
  lines: BasketLine[];
  coupon: CouponRow | null;
  /** Each line's share of the discount is in proportion among these (the coupon's sections). */
  covered: boolean[];
  grossKopecks: number;
  discountKopecks: number;
}

/** Whether an order of these lines buys gift certificates (paid only by SBP, never with a certificate). */
export const buysCertificate = (lines: readonly BasketLine[]) => lines.some((l) => l.kind === GIFT_CERTIFICATE_KIND);

/** Whether an order of these lines has anything to deliver: gift certificates alone do not (decision 038). */
export const needsDelivery = (lines: readonly BasketLine[]) => lines.some((l) => l.kind !== GIFT_CERTIFICATE_KIND);

/** A checkout of goods that sent no delivery (the contract's own words for a wrong one). */
export const DELIVERY_REQUIRED = 'Выберите способ доставки: пункт выдачи или курьер';

/** Certificates are paid by SBP only (decision 013): an order of them paid on receipt is refused. */
export function refuseCertificateOnReceipt(lines: readonly BasketLine[], payment: PaymentMethod): void {
  if (payment !== 'sbp' && buysCertificate(lines)) throw new DomainError('certificate_online_only', 409, certificateMessages.onlineOnly);
}

export const emptyBasketError = () => new DomainError('basket_empty', 409, 'Корзина пуста — добавьте товары, чтобы оформить заказ');

/** Why a line the basket counts as unavailable (`lineAvailable`) cannot be sold. */
function lineProblem(line: BasketLine): string {
  const what = `«${line.name}», размер ${line.size},`;
  if (!line.onSale) return `Товар ${what} больше не продаётся`;
  if (line.stock === 0) return `Товар ${what} закончился`;
  return `Товара ${what} в наличии только ${line.stock} шт.`;
}

/** 409 naming every line that cannot be sold as asked; nothing is placed. */
function refuseUnavailable(lines: readonly BasketLine[]): void {
  const messages = lines.filter((l) => !lineAvailable(l)).map(lineProblem);
  if (messages.length > 0) {
    throw new DomainError(
      'out_of_stock',
      409,
      messages[0]!,
      messages.map((message) => ({ message })),
    );
  }
}

/**
 * The basket's coupon, locked and checked again now: another order may have taken its last use
 * since it was attached. One that no longer applies stops the placement.
 */
async function basketCoupon(tx: Executor, couponId: number, customer: Session, lines: BasketLine[]) {
  const coupon = await lockCoupon(tx, couponId);
  if (!coupon) return null;
  const result = await checkCoupon(tx, coupon, customer, couponLines(lines));
  if (!result.ok) {
    const message =
      result.reason === 'exhausted' || result.reason === 'inactive'
        ? `Промокод «${coupon.code}» больше не действует`
        : `Промокод «${coupon.code}» не применён: ${lowerFirst(result.message)}`;
    throw new DomainError('coupon_rejected', 409, message);
  }
  return { coupon, discountKopecks: result.discountKopecks };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function totals(lines: BasketLine[], coupon: CouponRow | null, covered: boolean[], discountKopecks: number): Goods {
  const grossKopecks = lines.reduce((s, l) => s + l.priceKopecks * l.quantity, 0);
  return { lines, coupon, covered, grossKopecks, discountKopecks: Math.min(discountKopecks, grossKopecks) };
}

/** The whole basket: its offers locked in id order (read in the same statement), then its coupon. */
export async function basketGoods(tx: Executor, basket: BasketRow, customer: Session): Promise<Goods> {
  const lines = await lockBasketLines(tx, basket.id);
  if (lines.length === 0) throw emptyBasketError();
  refuseUnavailable(lines);
  const applied = basket.couponId === null ? null : await basketCoupon(tx, basket.couponId, customer, lines);
  if (!applied)
    return totals(
      lines,
      null,
      lines.map(() => false),
      0,
    );
  // Every line is available here (refused above otherwise), so couponLines keeps them in order.
  const covered = await coveredLines(tx, applied.coupon, couponLines(lines));
  return totals(lines, applied.coupon, covered, applied.discountKopecks);
}

/** One offer as a line of `quantity`, if it can be sold so; 404 or 409 with the reason otherwise. */
async function offerToSell(db: Executor, offerId: number, quantity: number): Promise<BasketLine> {
  const line = await offerLine(db, offerId, quantity);
  if (!line || !line.onSale) throw notFound('Товар не найден');
  refuseUnavailable([line]);
  return line;
}

/** One offer (a one-click order from the product page), locked; no coupon. */
export async function offerGoods(tx: Executor, offerId: number, quantity: number): Promise<Goods> {
  await lockOffer(tx, offerId);
  return totals([await offerToSell(tx, offerId, quantity)], null, [false], 0);
}
