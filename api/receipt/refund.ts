/**
 * The 54-FZ receipt of a refund («возврат прихода», docs/decisions/047): written once the acquirer
 * says the money is back, in that transaction, once per refund (dedupe_key
 * 'receipt:{orderId}:refund:{refundId}'), and sent by the same queue after the receipt of the
 * payment it returns money of (the order's first receipt, or a surcharge's: decision 051). Its lines
 * are that receipt's goods the refund covers (refund-lines.ts), «полный расчёт» once the order was
 * handed over (that receipt's one at handover written), else as prepaid.
 */
import type { Executor } from '../db/database';
import { enqueueMessage, outboxMessageByKey } from '../outbox/service';
import type { ReceiptPayload } from './payload';
import { receiptPayloadSchema } from './payload-schema';
import { paymentReceiptKeys, refundReceiptKey, type ReceiptPayment } from './keys';
import { refundLines } from './refund-lines';

export interface RefundReceipt {
  orderId: number;
  refundId: number;
  /** The payment the money goes back from: its receipt is the one returned. */
  payment: ReceiptPayment;
  /** The acquirer's id of the refund. */
  refundExternalId: string;
  /** Money back to the bank account now. */
  cashlessKopecks: number;
  /** A certificate's part going back onto it now (the refund that returns the last money). */
  certificateKopecks: number;
  /** What the payment's earlier refunds returned: this one's lines follow theirs. */
  earlierKopecks: number;
}

/**
 * Writes the refund's receipt to the outbox inside the caller's transaction. None when the payment
 * has no receipt to return: answers whether one was written.
 */
export async function enqueueRefundReceipt(tx: Executor, refund: RefundReceipt): Promise<boolean> {
  const keys = paymentReceiptKeys(refund.orderId, refund.payment);
  const firstKey = keys.receipt;
  const row = await outboxMessageByKey(tx, firstKey);
  const parsed = row && receiptPayloadSchema.safeParse(row.payload);
  if (!parsed?.success) return false;
  const first = parsed.data;
  const handedOver = (await outboxMessageByKey(tx, keys.settlement)) !== null;
  const kopecks = refund.cashlessKopecks + refund.certificateKopecks;
  const items = refundLines(first.items, { fromKopecks: refund.earlierKopecks, kopecks }).map((line) =>
    handedOver && line.paymentMode === 'full_prepayment' ? { ...line, paymentMode: 'full_payment' as const } : line,
  );
  if (items.length === 0) return false;
  const receipt: ReceiptPayload = {
    operation: 'refund',
    orderId: first.orderId,
    orderCode: first.orderCode,
    customer: first.customer,
    items,
    totalKopecks: items.reduce((sum, item) => sum + item.sumKopecks, 0),
    payment: { ...first.payment, sumKopecks: refund.cashlessKopecks },
    prepaidKopecks: refund.certificateKopecks,
    settles: firstKey,
    refundExternalId: refund.refundExternalId,
  };
  await enqueueMessage(tx, { kind: 'receipt', dedupeKey: refundReceiptKey(refund.orderId, refund.refundId), payload: receipt });
  return true;
}
