/**
 * The outbox's dedupe keys of an order's 54-FZ receipts: each exists once, whoever writes it twice.
 * Every payment that took money has its own receipt («приход») and, at handover, its own
 * «чек зачёта предоплаты»: the order's own payment under the order's keys, a surcharge
 * (docs/decisions/051) under its payment's id.
 */

/** The order's first (prepayment) receipt, written when its own payment paid it. */
export const prepaymentReceiptKey = (orderId: number) => `receipt:${orderId}`;
/** Its receipt at handover. */
export const settlementReceiptKey = (orderId: number) => `receipt:${orderId}:settlement`;
/** A surcharge's receipt, written when its money came in. */
export const surchargeReceiptKey = (orderId: number, paymentId: number) => `receipt:${orderId}:surcharge:${paymentId}`;
/** A surcharge's receipt at handover. */
export const surchargeSettlementKey = (orderId: number, paymentId: number) => `${surchargeReceiptKey(orderId, paymentId)}:settlement`;
/** A refund's receipt («возврат прихода»). */
export const refundReceiptKey = (orderId: number, refundId: number) => `receipt:${orderId}:refund:${refundId}`;

/** Which payment a receipt is of: the order's own, or a surcharge. */
export interface ReceiptPayment {
  id: number;
  kind: 'order' | 'surcharge';
}

/** The keys of the receipts of `payment`: the one its money wrote, and the one at handover. */
export function paymentReceiptKeys(orderId: number, payment: ReceiptPayment): { receipt: string; settlement: string } {
  return payment.kind === 'order'
    ? { receipt: prepaymentReceiptKey(orderId), settlement: settlementReceiptKey(orderId) }
    : { receipt: surchargeReceiptKey(orderId, payment.id), settlement: surchargeSettlementKey(orderId, payment.id) };
}
