/**
 * The 54-FZ receipt at handover («чек зачёта предоплаты»): an SBP order's first receipt sells its
 * goods as «полная предварительная оплата», so when the parcel leaves (markOrderShipped) a second
 * receipt says «полный расчёт» for the same goods and counts the prepayment («зачёт предоплаты»).
 * It is drawn from the first receipt's outbox row, so its lines are the lines that receipt
 * registered (the same sums after the coupon, the delivery), whatever payload.ts writes by then.
 * docs/decisions/027-receipts.md.
 */
import type { Executor } from '../db/database';
import { enqueueMessage, outboxMessageByKey } from '../outbox/service';
import type { ReceiptPayload } from './payload';
import { receiptPayloadSchema } from './payload-schema';

/** The outbox's dedupe key of an order's first (prepayment) receipt, written when it is paid. */
export const prepaymentReceiptKey = (orderId: number) => `receipt:${orderId}`;
/** The outbox's dedupe key of its receipt at handover: one per order, whoever ships it twice. */
export const settlementReceiptKey = (orderId: number) => `receipt:${orderId}:settlement`;

/**
 * The receipt at handover of the prepayment receipt `first` (outbox key `firstKey`), or null when it
 * sold no goods. A gift certificate sold is an advance: it is counted in the receipt of the order it
 * later pays (that receipt's prepayment), not when its card is handed over, so its line stays out.
 */
function settlementReceipt(first: ReceiptPayload, firstKey: string): ReceiptPayload | null {
  const items = first.items
    .filter((item) => item.paymentMode === 'full_prepayment')
    .map((item) => ({ ...item, paymentMode: 'full_payment' as const }));
  if (items.length === 0) return null;
  const totalKopecks = items.reduce((sum, item) => sum + item.sumKopecks, 0);
  return {
    operation: 'income',
    orderId: first.orderId,
    orderCode: first.orderCode,
    customer: first.customer,
    items,
    totalKopecks,
    // Registered against the payment that prepaid it; nothing is taken now.
    payment: { ...first.payment, sumKopecks: 0 },
    // Everything the first receipt registered, the SBP part and a certificate's alike, was paid before.
    prepaidKopecks: totalKopecks,
    settles: firstKey,
  };
}

/**
 * Writes the order's receipt at handover to the outbox inside the shipping transaction. None when
 * the order has no prepayment receipt: paid on receipt (the pickup point's or courier's till takes
 * that money and issues its receipt) or paid whole by a certificate at placement (decision 013).
 */
export async function enqueueSettlementReceipt(tx: Executor, orderId: number): Promise<void> {
  const firstKey = prepaymentReceiptKey(orderId);
  const row = await outboxMessageByKey(tx, firstKey);
  // A first row that is not a receipt was refused for good when it was sent: there is nothing to count.
  const first = row && receiptPayloadSchema.safeParse(row.payload);
  if (!first?.success) return;
  const receipt = settlementReceipt(first.data, firstKey);
  if (receipt) await enqueueMessage(tx, { kind: 'receipt', dedupeKey: settlementReceiptKey(orderId), payload: receipt });
}
