import { randomBytes } from 'node:crypto';
import { and, asc, eq, exists } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { couponUsages } from '../order/schema';
import { coupons } from './schema';
import type { CouponRow } from './queries';

/** No 0/O, 1/I: a code read out or retyped is not misread. 32 letters, picked evenly from a byte. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface PersonalCouponTerms {
  /** The code's readable start: 'PRIVET' → 'PRIVET-7KQ2M9'. */
  prefix: string;
  kind: 'percent' | 'fixed';
  value: number;
  minSumKopecks: number;
  endsAt: Date;
}

/**
 * A coupon for one account only (the welcome coupon of registration): one use, by its owner, with
 * an unguessable tail (30 random bits), drawn again on the rare clash.
 */
export async function issuePersonalCoupon(tx: Executor, ownerUserId: number, terms: PersonalCouponTerms): Promise<void> {
  for (;;) {
    const tail = Array.from(randomBytes(6), (byte) => ALPHABET[byte & 31]).join('');
    const [row] = await tx
      .insert(coupons)
      .values({
        code: `${terms.prefix}-${tail}`,
        kind: terms.kind,
        value: terms.value,
        minSumKopecks: terms.minSumKopecks,
        endsAt: terms.endsAt,
        totalLimit: 1,
        perCustomerLimit: 1,
        ownerUserId,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id });
    if (row) return;
  }
}

/** An account's personal coupons, oldest first, each with whether an order has used it. */
export async function personalCoupons(db: Executor, ownerUserId: number): Promise<(CouponRow & { used: boolean })[]> {
  const rows = await db
    .select({
      coupon: coupons,
      used: exists(db.select({ id: couponUsages.id }).from(couponUsages).where(eq(couponUsages.couponId, coupons.id))),
    })
    .from(coupons)
    .where(and(eq(coupons.ownerUserId, ownerUserId)))
    .orderBy(asc(coupons.id));
  return rows.map((r) => ({ ...r.coupon, used: Boolean(r.used) }));
}
