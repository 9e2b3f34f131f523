/**
 * A surcharge's money in (decision 051), inside confirmPayment's transaction: the order's row is
 * locked before the payment's, as an edit that replaces the surcharge and a refund lock them, so
 * the two never wait on each other crosswise. The order's status stays; the surcharge gets its own
 * 54-FZ receipt, once (its outbox key). Money for a surcharge no longer asked (a later edit
 * withdrew it, or the order was refunded or sent meanwhile) is recorded and flagged to be returned.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { SURCHARGE_STATUSES } from '../order/model/money';
import { lockOrderRow } from '../order/service';
import type { PaymentProviderName, ProviderPayment } from '../providers/payment/types';
import { enqueueSurchargeReceipt } from '../receipt/service';
import type { ConfirmResult } from './confirm';
import { findPaymentByExternalId, lockPaymentByExternalId, orderForReceipt } from './queries';
import { payments } from './schema';

export async function confirmSurcharge(
  tx: Executor,
  provider: PaymentProviderName,
  reported: Pick<ProviderPayment, 'externalId' | 'amountKopecks'>,
): Promise<ConfirmResult> {
  const known = await findPaymentByExternalId(tx, provider, reported.externalId);
  if (known?.kind !== 'surcharge') return 'unknown_payment';
  const order = await lockOrderRow(tx, known.orderId);
  const payment = await lockPaymentByExternalId(tx, provider, reported.externalId, 'surcharge');
  if (!order || !payment) return 'unknown_payment';
  if (payment.status === 'succeeded') return 'already_paid';
  if (reported.amountKopecks === 'unreadable') return 'amount_unreadable';
  if (reported.amountKopecks !== null && reported.amountKopecks !== payment.amountKopecks) return 'amount_mismatch';

  const due = payment.withdrawnAt === null && SURCHARGE_STATUSES.includes(order.status);
  await tx
    .update(payments)
    .set({ status: 'succeeded', paidAt: sql`now()`, ...(due ? {} : { refundDueAt: sql`now()` }) })
    .where(eq(payments.id, payment.id));
  if (!due) return 'needs_refund';
  const bought = (await orderForReceipt(tx, order.id))!;
  await enqueueSurchargeReceipt(tx, bought.order, bought.items, {
    paymentId: payment.id,
    provider,
    externalId: reported.externalId,
    kopecks: payment.amountKopecks,
  });
  return 'confirmed';
}
