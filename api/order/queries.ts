import { and, eq, isNull, sql } from 'drizzle-orm';
import { offers } from '../catalog/schema';
import { couponUsages, orderItems, orders } from './schema';
import type { Executor } from '../db/database';
import { newOrderCode } from './model/code';
import type { Session } from '../session/service';

/**
 * What placing an order writes. Every function here runs inside the placing transaction, after
 * the rows it changes were locked.
 */

export async function lockOffer(tx: Executor, offerId: number): Promise<void> {
  await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).for('update');
}

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'code' | 'consentAt' | 'createdAt'>;

/**
 * Inserts the order under a fresh code, drawing again on the (astronomically rare) clash; returns
 * the whole row as written, from which the answer is built without reading it back.
 */
export async function insertOrder(tx: Executor, values: NewOrder): Promise<typeof orders.$inferSelect> {
  for (;;) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, code: newOrderCode(), consentAt: sql`now()` })
      .onConflictDoNothing({ target: orders.code })
      .returning();
    if (row) return row;
  }
}

type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** The rows as written, in the order given (ids grow in VALUES order; sorted to be sure). */
export async function insertOrderItems(
  tx: Executor,
  orderId: number,
  items: readonly NewOrderItem[],
): Promise<(typeof orderItems.$inferSelect)[]> {
  const rows = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId })))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Records which order used the coupon (the per-customer limit counts these by session or account). */
export async function insertCouponUsage(tx: Executor, couponId: number, session: Session, orderId: number): Promise<void> {
  await tx.insert(couponUsages).values({ couponId, sessionId: session.id, userId: session.userId, orderId });
}

/**
 * At sign-in: the orders this browser placed as a guest become the account's, with their coupon
 * uses (so per-customer limits count them for the account).
 */
export async function adoptGuestOrders(tx: Executor, sessionId: number, userId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.sessionId, sessionId), isNull(orders.userId)));
  await tx
    .update(couponUsages)
    .set({ userId })
    .where(and(eq(couponUsages.sessionId, sessionId), isNull(couponUsages.userId)));
}
