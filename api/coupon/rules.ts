/**
 * Whether a coupon gives a discount on a basket, and how much (spec §4, issue 4). Pure: the
 * service reads the coupon, the shopper's uses and the section scope, then asks here.
 */
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
}

export interface CouponLine {
  sumKopecks: number;
  sectionId: number;
  capsuleId: number | null;
}

export interface CouponContext {
  now: Date;
  /** Available lines only. */
  lines: readonly CouponLine[];
  /** The coupon's sections with their subsections; empty when the coupon applies to all. */
  scope: ReadonlySet<number>;
  usesByCustomer: number;
}

export type CouponResult = { ok: true; discountKopecks: number } | { ok: false; message: string };

export const couponMessages = {
  notFound: 'Промокод не найден',
  notStarted: 'Промокод ещё не действует',
  expired: 'Срок действия промокода истёк',
  minSum: (kopecks: number) => `Промокод действует для заказа от ${formatRubles(kopecks)} р.`,
  noProducts: 'Промокод не действует на товары в корзине',
  exhausted: 'Промокод больше не действует',
  usedByCustomer: 'Вы уже использовали этот промокод',
} as const;

/** 300000 → «3 000» (a non-breaking space between thousands, as the shop prints prices). */
export function formatRubles(kopecks: number): string {
  const rub = kopecks / 100;
  return rub.toLocaleString('ru-RU', { maximumFractionDigits: 2 });
}

/** What a shopper types, as stored: upper-case, without any spaces. */
export function normalizeCouponCode(input: string): string {
  return input.replace(/\s+/gu, '').toUpperCase();
}

/** Whether the coupon's discount reaches this line: all lines, or those of its sections (or capsule). */
export function couponCovers(
  coupon: Pick<CouponTerms, 'sectionIds'>,
  scope: ReadonlySet<number>,
  line: Pick<CouponLine, 'sectionId' | 'capsuleId'>,
): boolean {
  if (coupon.sectionIds.length === 0) return true;
  return scope.has(line.sectionId) || (line.capsuleId !== null && scope.has(line.capsuleId));
}

export function evaluateCoupon(coupon: CouponTerms, ctx: CouponContext): CouponResult {
  if (coupon.startsAt && ctx.now < coupon.startsAt) return { ok: false, message: couponMessages.notStarted };
  if (coupon.endsAt && ctx.now >= coupon.endsAt) return { ok: false, message: couponMessages.expired };
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) {
    return { ok: false, message: couponMessages.exhausted };
  }
  if (coupon.perCustomerLimit !== null && ctx.usesByCustomer >= coupon.perCustomerLimit) {
    return { ok: false, message: couponMessages.usedByCustomer };
  }
  const total = ctx.lines.reduce((s, l) => s + l.sumKopecks, 0);
  const eligible = ctx.lines.filter((l) => couponCovers(coupon, ctx.scope, l)).reduce((s, l) => s + l.sumKopecks, 0);
  if (eligible === 0) return { ok: false, message: couponMessages.noProducts };
  // The minimum is of the whole order of goods, not only of the coupon's sections.
  if (total < coupon.minSumKopecks) return { ok: false, message: couponMessages.minSum(coupon.minSumKopecks) };
  const discountKopecks =
    coupon.kind === 'percent' ? Math.round((eligible * coupon.value) / 100) : Math.min(coupon.value, eligible);
  return { ok: true, discountKopecks };
}
