import { and, count, eq, sql } from 'drizzle-orm';
import { couponUsages } from '../order/schema';
import { coupons } from './schema';
import type { Executor } from '../db/database';
import { ownedBy, ownerOf, type Session } from '../session/service';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/** A shopper's uses of a coupon: this browser's as a guest, the account's (any browser) signed in. */
export async function usesByCustomer(db: Executor, couponId: number, customer: Session): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), ownedBy(ownerOf(customer), couponUsages.sessionId, couponUsages.userId)));
  return row?.n ?? 0;
}

/** The coupon, locked: its used_count is read and raised by one placement at a time. */
export async function lockCoupon(tx: Executor, couponId: number): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row ?? null;
}

/** One more use of the coupon, counted against its total limit (the order records which use it was). */
export async function countCouponUse(tx: Executor, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}

/** A cancelled order's use of the coupon no longer counts against its total limit. */
export async function uncountCouponUse(tx: Executor, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

/** The given sections with all their subsections (a coupon on a section covers its subtree). */
export async function sectionSubtree(db: Executor, sectionIds: readonly number[]): Promise<Set<number>> {
  if (sectionIds.length === 0) return new Set();
  const result = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id FROM sections WHERE id = ANY(${sql.raw(`ARRAY[${sectionIds.map(Number).join(',')}]::int[]`)})
      UNION
      SELECT s.id FROM sections s JOIN tree t ON s.parent_id = t.id
    )
    SELECT id FROM tree`);
  return new Set(result.rows.map((r) => Number(r.id)));
}
