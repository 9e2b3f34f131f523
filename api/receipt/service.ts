/**
 * 54-FZ receipts' public face (docs/decisions/027): the receipt of a paid order, written by the
 * payment that paid it; the receipt at handover, written when the order ships; a refund's
 * («возврат прихода»), written when its money is back; and the outbox's sender of them all. Its own domain, under the payment and the order that both call it, so that
 * neither reaches the other for it.
 */
import type { Executor } from '../db/database';
import type { orderItems, orders } from '../order/schema';
import { enqueueMessage } from '../outbox/service';
import { buildReceipt } from './payload';
import { prepaymentReceiptKey } from './settlement';

export { receiptSender } from './send';
export { enqueueSettlementReceipt, prepaymentReceiptKey, settlementReceiptKey } from './settlement';
export { enqueueRefundReceipt, refundReceiptKey, type RefundReceipt } from './refund';

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
