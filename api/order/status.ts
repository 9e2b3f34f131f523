import { and, eq, sql } from 'drizzle-orm';
import { issueForOrder, spendForOrder } from '../certificate/service';
import type { Executor } from '../db/database';
import { enqueueOrderNotices } from '../notices/service';
import { orders } from './schema';

/**
 * Turns a waiting order paid, with paid_at, inside the payment's transaction. Only a 'new' order
 * turns: a cancelled or already paid one stays as it is. Returns whether this call turned it.
 * Turning it spends the certificate part it held, issues the certificates it bought and writes
 * the notices of its payment (so a bank repeating itself notifies nobody twice).
 */
export async function markOrderPaid(tx: Executor, orderId: number): Promise<boolean> {
  const turned = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'new')))
    .returning();
  const [order] = turned;
  if (!order) return false;
  await spendForOrder(tx, orderId);
  await issueForOrder(tx, orderId);
  await enqueueOrderNotices(tx, order, 'paid');
  return true;
}
