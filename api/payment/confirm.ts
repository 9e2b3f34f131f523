/**
 * The one way a payment becomes paid, whoever reports it (an acquirer's notification, the sandbox
 * bank, the demo action, a re-check): in one transaction, the payment row locked, at most once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, outbox, payments } from '../db/order-schema';
import type { PaymentProviderName, ProviderPayment } from '../providers/payment/types';
import { lockPaymentByExternalId, orderForReceipt } from './queries';
import { buildReceipt } from './receipt';

export type ConfirmResult = 'confirmed' | 'already_paid' | 'unknown_payment' | 'amount_mismatch';

/**
 * Marks the payment succeeded, its order 'paid' with paid_at, and writes the 54-FZ receipt to the
 * outbox (dedupe_key 'receipt:{orderId}'). Concurrent calls for one payment queue on the row lock;
 * all but the first find it succeeded and change nothing. `reported.amountKopecks`, when the
 * acquirer gives one, must equal the payment's amount, or nothing is confirmed.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProviderName,
  reported: Pick<ProviderPayment, 'externalId' | 'amountKopecks'>,
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const payment = await lockPaymentByExternalId(tx, provider, reported.externalId);
    if (!payment) return 'unknown_payment';
    if (payment.status === 'succeeded') return 'already_paid';
    if (reported.amountKopecks !== null && reported.amountKopecks !== payment.amountKopecks) return 'amount_mismatch';

    await tx.update(payments).set({ status: 'succeeded', paidAt: sql`now()` }).where(eq(payments.id, payment.id));
    // Only a waiting order turns paid; money for a cancelled one still gets its receipt (and a refund by hand).
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: sql`now()` })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'new')));
    const bought = await orderForReceipt(tx, payment.orderId);
    if (bought) {
      const receipt = buildReceipt(bought.order, bought.items, { provider, externalId: reported.externalId });
      await tx
        .insert(outbox)
        .values({ kind: 'receipt', dedupeKey: `receipt:${payment.orderId}`, payload: receipt })
        .onConflictDoNothing({ target: outbox.dedupeKey });
    }
    return 'confirmed';
  });
}

/** The acquirer cancelled (or let expire) a payment still waiting: the next visit issues a fresh link. */
export async function cancelPayment(db: Db, provider: PaymentProviderName, externalId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId), eq(payments.status, 'pending')));
}
