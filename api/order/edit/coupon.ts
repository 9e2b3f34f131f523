/**
 * The order's coupon against its edited lines, by the basket's own rules (coupon/rules.ts through
 * couponOnEditedGoods): kept with the discount they give now, or dropped with the reason in Russian.
 */
import { couponOnEditedGoods, lockCoupon, uncountCouponUse, type CouponLine } from '../../coupon/service';
import type { Executor } from '../../db/database';
import { couponUsages } from '../schema';
import { eq } from 'drizzle-orm';
import type { Offers, WorkLine } from './lines';
import type { OrderRow } from './queries';

export interface CouponOutcome {
  couponId: number | null;
  couponCode: string | null;
  discountKopecks: number;
  /** For each line after the edit, whether the discount reaches it. */
  covered: boolean[];
  /** The coupon the edit took off the order, and why (for the staff and the history). */
  dropped: { code: string; reason: string } | null;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A line as the coupon rules see it; one whose offer is gone belongs to no section. */
function couponLine(line: WorkLine, offers: Offers): CouponLine {
  const offer = line.offerId === null ? undefined : offers.get(line.offerId);
  return { sumKopecks: line.priceKopecks * line.quantity, sectionId: offer?.sectionId ?? -1, capsuleId: offer?.capsuleId ?? null };
}

/** Locks the coupon (after the offers, as a placement does) and weighs the edited goods. */
export async function recheckCoupon(tx: Executor, order: OrderRow, after: readonly WorkLine[], offers: Offers): Promise<CouponOutcome> {
  const none = { couponId: null, couponCode: null, discountKopecks: 0, covered: after.map(() => false) };
  if (order.couponCode === null) return { ...none, dropped: null };
  const coupon = order.couponId === null ? null : await lockCoupon(tx, order.couponId);
  if (!coupon)
    return { ...none, dropped: { code: order.couponCode, reason: `Промокод «${order.couponCode}» снят: его больше нет в магазине` } };
  const { result, covered } = await couponOnEditedGoods(
    tx,
    coupon,
    after.map((l) => couponLine(l, offers)),
  );
  if (!result.ok)
    return { ...none, dropped: { code: coupon.code, reason: `Промокод «${coupon.code}» снят: ${lowerFirst(result.message)}` } };
  return { couponId: coupon.id, couponCode: coupon.code, discountKopecks: result.discountKopecks, covered, dropped: null };
}

/** The order no longer uses its coupon: its use is no longer counted (as a cancel gives it back). */
export async function dropCouponUse(tx: Executor, orderId: number): Promise<void> {
  const uses = await tx.delete(couponUsages).where(eq(couponUsages.orderId, orderId)).returning({ couponId: couponUsages.couponId });
  for (const use of uses) await uncountCouponUse(tx, use.couponId);
}
