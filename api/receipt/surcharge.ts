/**
 * The 54-FZ receipt of a surcharge (docs/decisions/051): «приход» of exactly what the surcharge
 * took, as «полная предварительная оплата» of the edited order's goods. Its lines are the last
 * stretch of the order's lines as they are now, laid end to end as a refund's are (refund-lines.ts:
 * the last goods first, delivery after them): lines an edit adds come last, so an added bodysuit
 * is what the receipt names; a unit only partly covered is one unit at the part covered. So the
 * lines add up to the surcharge, and the receipts of one order (its prepayment, its surcharges,
 * less its refunds) add up to what the buyer paid.
 */
import type { Executor } from '../db/database';
import type { orderItems, orders } from '../order/schema';
import { enqueueMessage } from '../outbox/service';
import { surchargeReceiptKey } from './keys';
import { buildReceipt, type ReceiptPayload } from './payload';
import { refundLines } from './refund-lines';

export interface SurchargePayment {
  /** The surcharge's payment row (payments.id): its receipt's key. */
  paymentId: number;
  provider: string;
  externalId: string;
  kopecks: number;
}

export function buildSurchargeReceipt(
  order: typeof orders.$inferSelect,
  items: readonly (typeof orderItems.$inferSelect)[],
  payment: SurchargePayment,
): ReceiptPayload {
  const whole = buildReceipt(order, items, payment);
  const lines = refundLines(whole.items, { fromKopecks: 0, kopecks: payment.kopecks });
  return {
    ...whole,
    items: lines,
    totalKopecks: lines.reduce((sum, line) => sum + line.sumKopecks, 0),
    payment: { method: 'sbp', provider: payment.provider, externalId: payment.externalId, sumKopecks: payment.kopecks },
    // A certificate's part was counted in the order's first receipt: a surcharge is SBP money only.
    prepaidKopecks: 0,
  };
}

/** Writes the surcharge's receipt inside the transaction that confirmed its money, once. */
export async function enqueueSurchargeReceipt(
  tx: Executor,
  order: typeof orders.$inferSelect,
  items: readonly (typeof orderItems.$inferSelect)[],
  payment: SurchargePayment,
): Promise<void> {
  const payload = buildSurchargeReceipt(order, items, payment);
  await enqueueMessage(tx, { kind: 'receipt', dedupeKey: surchargeReceiptKey(order.id, payment.paymentId), payload });
}
