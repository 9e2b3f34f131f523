/**
 * Whether a coupon gives a discount on a basket, and how much (spec §5, issue 4). Pure: the
 * service reads the coupon, the shopper's uses and the section scope, then asks here.
 */
import { formatPrice, kopecksToRubles } from '../../shared/format/number';

export interface CouponTerms {
  kind: 'percent' | 'fixed';
  value: number;
  minSumKopecks: number;
  startsAt: Date | null;
  endsAt: Date | null;
  sectionIds: number[];
  totalLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  /** Switched off by staff (issue 24): no basket takes it, placed orders keep it. */
  active: boolean;
  /** A personal coupon's account: nobody else may use it. */
  ownerUserId: number | null;
}

export interface CouponLine {
  sumKopecks: number;
  sectionId: number;
  capsuleId: number | null;
  /** A gift certificate product: money, not goods, so no coupon reaches it or counts it (decision 013). */
  giftCertificate?: boolean;
}

export interface CouponContext {
  now: Date;
  /** Available lines only. */
  lines: readonly CouponLine[];
  /** The coupon's sections with their subsections; empty when the coupon applies to all. */
  scope: ReadonlySet<number>;
  usesByCustomer: number;
  /** The signed-in account, or null for a guest. */
  customerUserId: number | null;
}

/** Why a coupon gives no discount: for code that acts on the reason; shoppers read `message`. */
export type CouponRefusal =
  'inactive' | 'not_owner' | 'not_started' | 'expired' | 'exhausted' | 'used_by_customer' | 'no_products' | 'min_sum';

export type CouponResult = { ok: true; discountKopecks: number } | { ok: false; reason: CouponRefusal; message: string };

export const couponMessages = {
  notFound: 'Промокод не найден',
  notOwner: 'Это личный промокод: он действует, когда вы вошли в личный кабинет, которому он выдан',
  notStarted: 'Промокод ещё не действует',
  expired: 'Срок действия промокода истёк',
  minSum: (kopecks: number) => `Промокод действует для заказа от ${formatPrice(kopecksToRubles(kopecks))}`,
  noProducts: 'Промокод не действует на товары в корзине',
  exhausted: 'Промокод больше не действует',
  usedByCustomer: 'Вы уже использовали этот промокод',
} as const;

/** What a shopper types, as stored: upper-case, without any spaces. */
export function normalizeCouponCode(input: string): string {
  return input.replace(/\s+/gu, '').toUpperCase();
}

/** Whether the coupon's discount reaches this line: all lines, or those of its sections (or capsule). */
export function couponCovers(
  coupon: Pick<CouponTerms, 'sectionIds'>,
  scope: ReadonlySet<number>,
  line: Pick<CouponLine, 'sectionId' | 'capsuleId' | 'giftCertificate'>,
): boolean {
  if (line.giftCertificate) return false;
  if (coupon.sectionIds.length === 0) return true;
  return scope.has(line.sectionId) || (line.capsuleId !== null && scope.has(line.capsuleId));
}

export function evaluateCoupon(coupon: CouponTerms, ctx: CouponContext): CouponResult {
  if (!coupon.active) return { ok: false, reason: 'inactive', message: couponMessages.exhausted };
  if (coupon.ownerUserId !== null && coupon.ownerUserId !== ctx.customerUserId) {
    return { ok: false, reason: 'not_owner', message: couponMessages.notOwner };
  }
  if (coupon.startsAt && ctx.now < coupon.startsAt) return { ok: false, reason: 'not_started', message: couponMessages.notStarted };
  if (coupon.endsAt && ctx.now >= coupon.endsAt) return { ok: false, reason: 'expired', message: couponMessages.expired };
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) {
    return { ok: false, reason: 'exhausted', message: couponMessages.exhausted };
  }
  if (coupon.perCustomerLimit !== null && ctx.usesByCustomer >= coupon.perCustomerLimit) {
    return { ok: false, reason: 'used_by_customer', message: couponMessages.usedByCustomer };
  }
  return couponOnGoods(coupon, ctx.scope, ctx.lines);
}

/**
 * The part of the rules that is about the goods alone: whether the lines qualify (some covered, the
 * minimum sum) and the discount on them. An edit of a placed order asks only this (edit/), the
 * coupon's dates and limits having been met when the order used it.
 */
export function couponOnGoods(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'minSumKopecks' | 'sectionIds'>,
  scope: ReadonlySet<number>,
  lines: readonly CouponLine[],
): CouponResult {
  const total = lines.filter((l) => !l.giftCertificate).reduce((s, l) => s + l.sumKopecks, 0);
  const eligible = lines.filter((l) => couponCovers(coupon, scope, l)).reduce((s, l) => s + l.sumKopecks, 0);
  if (eligible === 0) return { ok: false, reason: 'no_products', message: couponMessages.noProducts };
  // The minimum is of the whole order of goods (certificates are not goods), not only of the coupon's sections.
  if (total < coupon.minSumKopecks) return { ok: false, reason: 'min_sum', message: couponMessages.minSum(coupon.minSumKopecks) };
  const discountKopecks = coupon.kind === 'percent' ? Math.round((eligible * coupon.value) / 100) : Math.min(coupon.value, eligible);
  return { ok: true, discountKopecks };
}
