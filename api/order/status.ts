import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orders } from './schema';

/**
 * Turns a waiting order paid, with paid_at, inside the payment's transaction. Only a 'new' order
 * turns: a cancelled or already paid one stays as it is. Returns whether this call turned it.
 */
export async function markOrderPaid(tx: Executor, orderId: number): Promise<boolean> {
  const turned = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'new')))
    .returning({ id: orders.id });
  return turned.length > 0;
}
