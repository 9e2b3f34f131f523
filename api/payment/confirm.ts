/**
 * The one way a payment becomes paid, whoever reports it (an acquirer's notification, the sandbox
 * bank, the demo action, a re-check): in one transaction, the payment row locked, at most once. A
 * surcharge (decision 051) is confirmed by confirm-surcharge.ts: it pays no order's status.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ordersPaid } from '../metrics/service';
import { bank, markOrderPaid } from '../order/service';
import { payments } from './schema';
import type { PaymentProviderName, ProviderPayment } from '../providers/payment/types';
import { enqueuePrepaymentReceipt } from '../receipt/service';
import { confirmSurcharge } from './confirm-surcharge';
import { lockPaymentByExternalId, orderForReceipt } from './queries';

/**
 * 'needs_refund': the money is in, but the order was no longer waiting for it (cancelled, or paid by
 * another payment): the payment is recorded as succeeded with refund_due_at, the order is left as it
 * was (a cancelled order's units are not taken again: they may be sold), and someone has to return
 * the money. 'amount_unreadable': the acquirer's amount could not be read or is not in
 * rubles, so nothing is confirmed.
 */
export type ConfirmResult = 'confirmed' | 'already_paid' | 'unknown_payment' | 'amount_mismatch' | 'amount_unreadable' | 'needs_refund';

/**
 * Marks the payment succeeded, its order 'paid' with paid_at, and writes the 54-FZ receipt to the
 * outbox (dedupe_key 'receipt:{orderId}'). Concurrent calls for one payment queue on the row lock;
 * all but the first find it succeeded and change nothing. `reported.amountKopecks`, when the
 * acquirer gives one, must be readable and equal the payment's amount, or nothing is confirmed.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProviderName,
  reported: Pick<ProviderPayment, 'externalId' | 'amountKopecks'>,
): Promise<ConfirmResult> {
  let ownPayment = true;
  const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
    const payment = await lockPaymentByExternalId(tx, provider, reported.externalId, 'order');
    if (!payment) {
      ownPayment = false;
      return confirmSurcharge(tx, provider, reported);
    }
    if (payment.status === 'succeeded') return 'already_paid';
    if (reported.amountKopecks === 'unreadable') return 'amount_unreadable';
    if (reported.amountKopecks !== null && reported.amountKopecks !== payment.amountKopecks) return 'amount_mismatch';

    await tx
      .update(payments)
      .set({ status: 'succeeded', paidAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    // Only a waiting order turns paid; money for a cancelled one still gets its receipt (and a refund by hand).
    const turnedPaid = await markOrderPaid(tx, payment.orderId, bank(provider, reported.externalId));
    // Never re-reserves anything: the order stays as it is, and the money is flagged to be returned.
    if (!turnedPaid)
      await tx
        .update(payments)
        .set({ refundDueAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    const bought = await orderForReceipt(tx, payment.orderId);
    // An order another payment already paid has had its receipt: this money only needs returning.
    const paidBefore = !turnedPaid && bought?.order.paidAt !== null;
    if (bought && !paidBefore)
      await enqueuePrepaymentReceipt(tx, bought.order, bought.items, { provider, externalId: reported.externalId });
    return turnedPaid ? 'confirmed' : 'needs_refund';
  });
  // After the commit: only the one transaction that turned the order paid says 'confirmed'.
  if (result === 'confirmed' && ownPayment) ordersPaid.inc({ via: 'sbp' });
  return result;
}

/** The acquirer cancelled (or let expire) a payment still waiting: the next visit issues a fresh link. */
export async function cancelPayment(db: Db, provider: PaymentProviderName, externalId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId), eq(payments.status, 'pending')));
}
