/**
 * The 54-FZ receipts at handover («чек зачёта предоплаты»): an SBP order's first receipt sells its
 * goods as «полная предварительная оплата», so when the parcel leaves (the order turns shipped) a second
 * receipt says «полный расчёт» for the same goods and counts the prepayment («зачёт предоплаты»).
 * Each payment that took money has its own: the order's own payment's and each paid surcharge's
 * (docs/decisions/051), each registered against that payment. It is drawn from that payment's
 * receipt in the outbox, so its lines are the lines that receipt registered, whatever payload.ts
 * writes by then — less what refunds before handover returned of them (refund-lines.ts's stretch
 * order), so that no kopeck given back is counted as handed over. docs/decisions/027-receipts.md.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { enqueueMessage, outboxMessageByKey } from '../outbox/service';
import { paymentRefunds, payments } from '../payment/schema';
import { paymentReceiptKeys, type ReceiptPayment } from './keys';
import type { ReceiptPayload } from './payload';
import { receiptPayloadSchema } from './payload-schema';
import { refundLines } from './refund-lines';

export { prepaymentReceiptKey, settlementReceiptKey } from './keys';

/** The lines of `first` not yet returned: the stretch after the first `returnedKopecks` of its row. */
function remainingLines(first: ReceiptPayload, returnedKopecks: number) {
  if (returnedKopecks === 0) return first.items;
  const whole = first.items.reduce((sum, item) => sum + item.sumKopecks, 0);
  return refundLines(first.items, { fromKopecks: returnedKopecks, kopecks: whole - returnedKopecks });
}

/**
 * The receipt at handover of the receipt `first` (outbox key `firstKey`), or null when none of its
 * goods are left. A gift certificate sold is an advance: it is counted in the receipt of the order it
 * later pays (that receipt's prepayment), not when its card is handed over, so its line stays out.
 */
function settlementReceipt(first: ReceiptPayload, firstKey: string, returnedKopecks: number): ReceiptPayload | null {
  const items = remainingLines(first, returnedKopecks)
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

/** The order's payments that took money for it (not money to be returned), with what their refunds gave back. */
async function paymentsThatPaid(tx: Executor, orderId: number): Promise<(ReceiptPayment & { returnedKopecks: number })[]> {
  return tx
    .select({
      id: payments.id,
      kind: payments.kind,
      returnedKopecks: sql<number>`(SELECT coalesce(sum(${paymentRefunds.amountKopecks}), 0)::int FROM ${paymentRefunds}
        WHERE ${paymentRefunds.paymentId} = ${payments.id} AND ${paymentRefunds.status} = 'succeeded')`,
    })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.refundDueAt), isNotNull(payments.externalId)),
    )
    .orderBy(payments.id);
}

/**
 * Writes the order's receipts at handover to the outbox inside the shipping transaction. None when
 * the order has no prepayment receipt: paid on receipt (the pickup point's or courier's till takes
 * that money and issues its receipt) or paid whole by a certificate at placement (decision 013).
 */
export async function enqueueSettlementReceipt(tx: Executor, orderId: number): Promise<void> {
  for (const payment of await paymentsThatPaid(tx, orderId)) {
    const keys = paymentReceiptKeys(orderId, payment);
    const row = await outboxMessageByKey(tx, keys.receipt);
    // A first row that is not a receipt was refused for good when it was sent: there is nothing to count.
    const first = row && receiptPayloadSchema.safeParse(row.payload);
    if (!first?.success) continue;
    const receipt = settlementReceipt(first.data, keys.receipt, payment.returnedKopecks);
    if (receipt) await enqueueMessage(tx, { kind: 'receipt', dedupeKey: keys.settlement, payload: receipt });
  }
}
