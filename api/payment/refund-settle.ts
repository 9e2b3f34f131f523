/**
 * Making a refund at the acquirer, from the outbox (kind 'refund', one row per refund): the outbox's
 * job calls this sender, retries it with back-off while the acquirer is down or still processing,
 * and gives up on a refusal for good. The refund's own Idempotence-Key makes a retry after a
 * timeout the same refund, so the money goes back once. When the acquirer says it is back, one
 * transaction (the order's row, then the refund's, locked) marks the refund succeeded, writes its
 * receipt («возврат прихода»), returns a certificate's part with the last money, and moves the order
 * through the lifecycle: 'refunded' once all its money is back — of every payment that took it,
 * its own and its surcharges (decision 051) — 'partially_refunded' from 'delivered' before that
 * (decision 047).
 */
import { z } from 'zod';
import { formatPrice } from '../../shared/format/number';
import { releaseForOrder } from '../certificate/service';
import type { Executor } from '../db/database';
import { bank, changeStatus } from '../order/service';
import { PermanentDeliveryError, type Sender } from '../outbox/service';
import type { PaymentProviders } from '../providers/payment';
import { ProviderError } from '../providers/error';
import type { PaymentProvider, ProviderRefund } from '../providers/payment/types';
import { enqueueRefundReceipt } from '../receipt/service';
import {
  lockOrderForRefund,
  paymentsWithRest,
  recordRefundAnswer,
  refundedOfPayment,
  refundToSend,
  type RefundToSend,
} from './refund-queries';

const payloadSchema = z.object({ refundId: z.number().int().positive() });

/** What follows the money coming back, in the settling transaction (the order's row locked). */
async function afterMoneyBack(tx: Executor, refund: RefundToSend, externalId: string): Promise<void> {
  const order = (await lockOrderForRefund(tx, refund.orderId))!;
  const earlierKopecks = await refundedOfPayment(tx, refund.paymentId, ['succeeded'], refund.id);
  // The certificate's part was counted in the order's own first receipt: it goes back on that one's last refund.
  const ownPaymentBack = refund.paymentKind === 'order' && earlierKopecks + refund.amountKopecks >= refund.paymentKopecks;
  const allBack = (await paymentsWithRest(tx, refund.orderId, ['succeeded'])).every((p) => p.restKopecks <= 0);
  await enqueueRefundReceipt(tx, {
    orderId: refund.orderId,
    refundId: refund.id,
    payment: { id: refund.paymentId, kind: refund.paymentKind },
    refundExternalId: externalId,
    cashlessKopecks: refund.amountKopecks,
    certificateKopecks: ownPaymentBack ? order.certificateKopecks : 0,
    earlierKopecks,
  });
  const how = { actor: bank(refund.provider, externalId), note: `Возврат ${formatPrice(refund.amountKopecks / 100)}: ${refund.reason}` };
  if (allBack) await changeStatus(tx, refund.orderId, 'refunded', how);
  else if (order.status === 'delivered') await changeStatus(tx, refund.orderId, 'partially_refunded', how);
  // With the last money it was counted with, or the last money at all (no payment of its own). Once,
  // whoever calls it (a refund before shipping gave it back already, with the units).
  if (allBack || ownPaymentBack) await releaseForOrder(tx, refund.orderId);
}

/**
 * Records the acquirer's answer on the refund; when the money is back, what follows it, all in one
 * transaction and only the first time (a retry after a crash finds the refund settled).
 */
export async function settleRefund(db: Executor, refund: RefundToSend, answer: ProviderRefund): Promise<void> {
  await db.transaction(async (tx) => {
    // The order first, as requestRefund locks it, so the two never wait on each other crosswise.
    await lockOrderForRefund(tx, refund.orderId);
    const wasPending = await recordRefundAnswer(tx, refund.id, answer);
    if (wasPending && answer.status === 'succeeded') await afterMoneyBack(tx, refund, answer.externalId);
  });
}

/** The acquirer's word on the refund: asked anew, or read again when an earlier try left it processing. */
async function askAcquirer(provider: PaymentProvider, refund: RefundToSend): Promise<ProviderRefund> {
  const known = refund.externalId === null ? null : await provider.fetchRefund(refund.externalId);
  if (known) return known;
  return provider.refund({
    idempotenceKey: refund.idempotenceKey,
    paymentExternalId: refund.paymentExternalId!,
    amountKopecks: refund.amountKopecks,
    description: `Возврат по заказу ${refund.orderCode}: ${refund.reason}`,
  });
}

/** The outbox's sender of refunds: to the acquirer that took each one's payment. */
export function refundSender(providers: PaymentProviders, db: Executor): Sender {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentDeliveryError('возврат в очереди непонятного вида: сделать его нельзя');
    const refund = await refundToSend(db, parsed.data.refundId);
    if (!refund) throw new PermanentDeliveryError(`возврата ${parsed.data.refundId} нет: делать нечего`);
    if (refund.status !== 'pending') return { externalId: refund.externalId ?? undefined };
    const provider = providers.byName[refund.provider];
    // Not permanent: the refund waits while the people who run the shop set the credentials again.
    if (!provider) throw new Error(`возврат платежа ${refund.provider}: этот платёжный сервис не настроен`);
    let answer: ProviderRefund;
    try {
      answer = await askAcquirer(provider, refund);
    } catch (error) {
      // Refused as it is: the refund is cancelled, so its sum can be asked again (corrected).
      if (error instanceof ProviderError && error.permanent)
        await settleRefund(db, refund, { externalId: refund.externalId ?? '', status: 'cancelled' });
      throw error;
    }
    await settleRefund(db, refund, answer);
    if (answer.status === 'pending')
      throw new Error(`платёжный сервис ещё возвращает деньги (возврат ${answer.externalId}): проверим позже`);
    if (answer.status === 'cancelled')
      throw new PermanentDeliveryError(`платёжный сервис отклонил возврат ${answer.externalId}: деньги не вернулись`);
    return { externalId: answer.externalId };
  };
}
