import type { Executor } from '../db/database';
import type { Session } from '../session/service';
import { DomainError, notFound } from '../http/errors';
import { findCouponById, findCouponByCode, sectionSubtree, usesByCustomer, type CouponRow } from './queries';
import {
  couponCovers,
  couponMessages,
  couponOnGoods,
  evaluateCoupon,
  normalizeCouponCode,
  type CouponLine,
  type CouponResult,
} from './rules';

// The personal coupons of accounts (the welcome coupon of registration).
export { issuePersonalCoupon, personalCoupons, type PersonalCouponTerms } from './personal';
// The shop's own coupons as staff keep them (the back office's rules call these).
export {
  couponIdByCode,
  couponUses,
  insertShopCoupon,
  lockShopCoupon,
  shopCouponWithUse,
  shopCouponsWithUse,
  unknownSections,
  updateShopCoupon,
  type CouponUseTotals,
  type ShopCouponTerms,
} from './shop-coupons';
// What the basket and the order use of coupons besides the functions below.
export { countCouponUse, lockCoupon, uncountCouponUse, type CouponRow } from './queries';
export { normalizeCouponCode, type CouponLine, type CouponResult } from './rules';

/** The coupon with this id (the one a basket holds), if it still exists. */
export function findCoupon(db: Executor, id: number): Promise<CouponRow | null> {
  return findCouponById(db, id);
}

/** Evaluates a coupon for a shopper's basket lines (available ones only); null: a browser without a session. */
export async function checkCoupon(
  db: Executor,
  coupon: CouponRow,
  customer: Session | null,
  lines: readonly CouponLine[],
): Promise<CouponResult> {
  const [scope, uses] = await Promise.all([
    sectionSubtree(db, coupon.sectionIds),
    customer === null ? 0 : usesByCustomer(db, coupon.id, customer),
  ]);
  return evaluateCoupon(coupon, { now: new Date(), lines, scope, usesByCustomer: uses, customerUserId: customer?.userId ?? null });
}

/** For each line, whether the coupon's discount reaches it (its sections with their subsections). */
export async function coveredLines(
  db: Executor,
  coupon: CouponRow,
  lines: readonly Pick<CouponLine, 'sectionId' | 'capsuleId' | 'giftCertificate'>[],
): Promise<boolean[]> {
  const scope = await sectionSubtree(db, coupon.sectionIds);
  return lines.map((line) => couponCovers(coupon, scope, line));
}

/**
 * The coupon a shopper typed, if it gives a discount on these lines; otherwise a DomainError with
 * the reason (404 for an unknown code, 409 for a coupon that does not apply now).
 */
export async function couponToApply(
  db: Executor,
  typed: string,
  customer: Session | null,
  lines: readonly CouponLine[],
): Promise<CouponRow> {
  const coupon = await findCouponByCode(db, normalizeCouponCode(typed));
  if (!coupon) throw notFound(couponMessages.notFound);
  const result = await checkCoupon(db, coupon, customer, lines);
  if (!result.ok) throw new DomainError('coupon_rejected', 409, result.message);
  return coupon;
}

/**
 * A placed order's coupon against its edited lines: the basket's own rules on the goods (couponOnGoods),
 * and for each line whether the discount reaches it. Its dates and limits are not asked again: they
 * held when the order used it, and that use is already counted.
 */
export async function couponOnEditedGoods(
  db: Executor,
  coupon: CouponRow,
  lines: readonly CouponLine[],
): Promise<{ result: CouponResult; covered: boolean[] }> {
  const scope = await sectionSubtree(db, coupon.sectionIds);
  return { result: couponOnGoods(coupon, scope, lines), covered: lines.map((line) => couponCovers(coupon, scope, line)) };
}
