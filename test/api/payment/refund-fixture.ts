/**
 * Refunds for the tests: asked as the back office will ask them (requestRefund in a transaction of
 * the caller's), and read back — the refund rows, their outbox rows, their receipts, a gift
 * certificate's part spent on an order.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../../api/db/database';
import { certificateMovements, certificates, orderItems, outbox, paymentRefunds } from '../../../api/db/schema';
import { staff } from '../../../api/order/service';
import { requestRefund } from '../../../api/payment/service';
import { refundReceiptKey } from '../../../api/receipt/service';
import { waitFor } from '../jobs/jobs-fixture';
import { insertOrder } from './payment-fixture';

/** A manager asks to return `amountKopecks` of order `orderId`. */
export const askRefund = (db: Db, orderId: number, amountKopecks: number, reason = 'Покупатель вернул товар') =>
  db.transaction((tx) => requestRefund(tx, { orderId, amountKopecks, reason, actor: staff('staff:7') }));

export const refundsOf = (db: Db, orderId: number) =>
  db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(paymentRefunds.id);

export const refundRow = async (db: Db, id: number) => (await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!;

/** Until the acquirer's word settled refund `id` (succeeded or cancelled). */
export const refundSettled = (db: Db, id: number, timeoutMs?: number) =>
  waitFor(
    () => refundRow(db, id),
    (r) => r.status !== 'pending',
    timeoutMs,
  );

/** The outbox rows that ask the acquirer for refunds. */
export const refundMessagesInOutbox = (db: Db) => db.select().from(outbox).where(eq(outbox.kind, 'refund'));

/** The order's refund receipts in the outbox, in the order they were written. */
export const refundReceipts = (db: Db, orderId: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'receipt'), like(outbox.dedupeKey, `receipt:${orderId}:refund:%`)))
    .orderBy(outbox.id);

/** Until refund `refundId`'s receipt has been sent (or given up on); answers its row. */
export const refundReceiptWhenSettled = (db: Db, orderId: number, refundId: number, timeoutMs?: number) =>
  waitFor(
    async () =>
      (
        await db
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, refundReceiptKey(orderId, refundId)))
      )[0],
    (row) => row !== undefined && (row.sentAt !== null || row.failedAt !== null),
    timeoutMs,
  );

/**
 * A gift certificate (bought by an order of its own) whose `spentKopecks` paid part of order
 * `orderId`, as placement and payment leave it: the balance down, a 'spent' movement of the order.
 */
export async function certificateSpentOn(db: Db, orderId: number, sessionId: number, spentKopecks: number) {
  const buyer = await insertOrder(db, { sessionId, lines: [{ priceKopecks: 300_000, quantity: 1 }] });
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, buyer.id));
  const [row] = await db
    .insert(certificates)
    .values({
      code: 'K7QW3MZP9XRDH2TE',
      nominalKopecks: 300_000,
      balanceKopecks: 300_000 - spentKopecks,
      orderId: buyer.id,
      orderItemId: item!.id,
      unit: 1,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    })
    .returning();
  await db.insert(certificateMovements).values({
    certificateId: row!.id,
    kind: 'spent',
    amountKopecks: -spentKopecks,
    balanceAfterKopecks: row!.balanceKopecks,
    orderId,
  });
  return row!;
}
