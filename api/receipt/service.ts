/**
 * 54-FZ receipts' public face (docs/decisions/027): the receipt of a paid order, written by the
 * payment that paid it; a surcharge's (decision 051); the receipts at handover, written when the order ships; a refund's
 * («возврат прихода»), written when its money is back; and the outbox's sender of them all. Its own domain, under the payment and the order that both call it, so that
 * neither reaches the other for it.
 */
import type { Executor } from '../db/database';
import type { orderItems, orders } from '../order/schema';
import { enqueueMessage } from '../outbox/service';
import { prepaymentReceiptKey } from './keys';
import { buildReceipt } from './payload';

export { receiptSender } from './send';
export { enqueueSettlementReceipt } from './settlement';
export { enqueueRefundReceipt, type RefundReceipt } from './refund';
// A surcharge's own receipt, written when its money comes in (decision 051).
export { enqueueSurchargeReceipt, type SurchargePayment } from './surcharge';
export {
  paymentReceiptKeys,
  prepaymentReceiptKey,
  refundReceiptKey,
  settlementReceiptKey,
  surchargeReceiptKey,
  surchargeSettlementKey,
  type ReceiptPayment,
} from './keys';

/**
 * Writes the receipt of a payment for `order` to the outbox inside the payment's transaction
 * (dedupe_key 'receipt:{orderId}': one per order, whoever reports the payment twice).
 */
export async function enqueuePrepaymentReceipt(
  tx: Executor,
  order: typeof orders.$inferSelect,
  items: readonly (typeof orderItems.$inferSelect)[],
  payment: { provider: string; externalId: string },
): Promise<void> {
  await enqueueMessage(tx, { kind: 'receipt', dedupeKey: prepaymentReceiptKey(order.id), payload: buildReceipt(order, items, payment) });
}
