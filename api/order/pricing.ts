/**
 * How an order's money is reckoned from its lines, at placement (place.ts) and after an edit of its
 * lines (edit/): one function, so that an edited order costs exactly what placing the same lines
 * would. Pure: the caller reads the coupon's discount and the delivery method under its locks, and
 * prices the method for the parcel (the carrier's tariff, api/delivery/tariffs.ts).
 */
import { deliveryPriceKopecks, type PricedMethod } from '../delivery/service';
import { splitDiscount } from './discount';

export interface PricedLine {
  priceKopecks: number;
  quantity: number;
  /** Whether the coupon's discount reaches this line (its sections). */
  covered: boolean;
}

export interface Pricing {
  /** The lines' sums before the discount (orders.goods_kopecks). */
  grossKopecks: number;
  /** The coupon's discount, never more than the goods. */
  discountKopecks: number;
  /** Each line's share of the discount, adding up to it exactly (for the 54-FZ receipt). */
  shares: number[];
  /** Free from the method's threshold on the goods after the discount; 0 with no delivery (agreed by phone, or certificates alone). */
  deliveryKopecks: number;
  /** Goods less discount plus delivery (the orders_money CHECK). */
  totalKopecks: number;
}

export function priceOrder(lines: readonly PricedLine[], couponDiscountKopecks: number, delivery: PricedMethod | null): Pricing {
  const grossKopecks = lines.reduce((s, l) => s + l.priceKopecks * l.quantity, 0);
  const discountKopecks = Math.min(couponDiscountKopecks, grossKopecks);
  const shares = splitDiscount(
    lines.map((l) => ({ sumKopecks: l.priceKopecks * l.quantity, covered: l.covered })),
    discountKopecks,
  );
  const goodsKopecks = grossKopecks - discountKopecks;
  const deliveryKopecks = delivery === null ? 0 : deliveryPriceKopecks(delivery, goodsKopecks);
  return { grossKopecks, discountKopecks, shares, deliveryKopecks, totalKopecks: goodsKopecks + deliveryKopecks };
}
