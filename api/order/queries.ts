import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { offers, products } from '../catalog/schema';
import { GIFT_CERTIFICATE_KIND } from '../certificate/service';
import { couponUsages, orderItems, orders } from './schema';
import type { Executor } from '../db/database';
import { newOrderCode } from './code';
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
 * What the basket's offers are, as far as delivery and certificates go: `some` are gift
 * certificates (a certificate cannot buy them), `only` certificates (nothing to deliver: the codes
 * come on the order's page and by SMS). Both false for no offers.
 */
export async function certificateShare(db: Executor, offerIds: readonly number[]): Promise<{ some: boolean; only: boolean }> {
  if (offerIds.length === 0) return { some: false, only: false };
  const [row] = await db
    .select({
      some: sql<boolean>`coalesce(bool_or(${products.kind} = ${GIFT_CERTIFICATE_KIND}), false)`,
      only: sql<boolean>`coalesce(bool_and(${products.kind} = ${GIFT_CERTIFICATE_KIND}), false)`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(inArray(offers.id, [...offerIds]));
  return { some: row?.some ?? false, only: row?.only ?? false };
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
