/**
 * What the payment back-end needs from whoever takes SBP payments (spec §7.3). Providers only talk
 * to the outside (or pretend to); the order, the payment row and the receipt stay in api/payment/.
 */
import { z } from 'zod';
import { isPrintable } from '../../../shared/contract/input';
import type { PaymentStatus } from '../../../shared/contract/payment';

export type PaymentProviderName = 'sandbox' | 'yookassa';

export interface CreatePaymentInput {
  /** Sent as the acquirer's Idempotence-Key: a retry with it returns the same payment, never a second. */
  idempotenceKey: string;
  orderCode: string;
  amountKopecks: number;
  /** What the shopper's bank shows, e.g. «Заказ 7KQ2M9XW4P». */
  description: string;
}

export interface CreatedPayment {
  /** The acquirer's payment id. */
  externalId: string;
  /** The SBP link in NSPK format (https://qr.nspk.ru/…): the QR code's content and the phone button. */
  sbpUrl: string;
  status: PaymentStatus;
}

/** The acquirer's word on a payment. */
export interface ProviderPayment {
  externalId: string;
  status: PaymentStatus;
  /**
   * What the acquirer says is paid, checked against the payment before confirming; null = no word on
   * it (the sandbox bank); 'unreadable' = the acquirer gave an amount that cannot be read or is not in
   * rubles, which never confirms a payment.
   */
  amountKopecks: number | 'unreadable' | null;
}

/**
 * A payment id as a notification names it: anyone can post one, and it is looked up in our
 * database, so it is short printable text (PostgreSQL refuses a NUL in the whole query).
 */
export const notifiedPaymentId = z.string().min(1).max(100).refine(isPrintable);

/** What a notification says, before anyone believes it. */
export interface PaymentNotification {
  externalId: string;
  claimed: PaymentStatus;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates (or, with the same key, finds again) a payment at the acquirer. Throws ProviderError. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Reads a payment from the acquirer; null when the acquirer does not know it. Throws ProviderError. */
  fetchPayment(externalId: string): Promise<ProviderPayment | null>;
  /** Reads a notification's body: the payment it names and what it claims; null when it names none. */
  parseNotification(body: unknown): PaymentNotification | null;
  /**
   * What to act on for a notification of a payment we know: a real acquirer's notification is never
   * believed, its payment is read again over the acquirer's API. Throws ProviderError.
   */
  checkNotification(notification: PaymentNotification): Promise<ProviderPayment | null>;
  /**
   * Registers a 54-FZ receipt of a payment it took (the acquirer's receipts API, which passes it to
   * the online cash register). The same idempotence key is the same receipt, never a second one.
   * Throws ProviderError: `permanent` when the acquirer refuses this receipt as it is.
   */
  sendReceipt(receipt: ReceiptToSend): Promise<SentReceipt>;
  /**
   * Returns money of a payment it took, whole or in part. The same idempotence key is the same
   * refund, never a second one: a try that timed out, retried, returns the money once. Throws
   * ProviderError: `permanent` when the acquirer refuses this refund as it is.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Reads a refund again (one the acquirer was still processing); null when it does not know it. Throws ProviderError. */
  fetchRefund(externalId: string): Promise<ProviderRefund | null>;
}

export interface RefundInput {
  /** Sent as the acquirer's Idempotence-Key: drawn from our refund row, so a retry is the same refund. */
  idempotenceKey: string;
  /** The acquirer's id of the payment the money goes back from. */
  paymentExternalId: string;
  amountKopecks: number;
  /** Why, as the acquirer's cabinet shows it. */
  description: string;
}

/** The acquirer's word on a refund: still being made, the money sent back, or refused. */
export interface ProviderRefund {
  externalId: string;
  status: 'pending' | 'succeeded' | 'cancelled';
}

/** One line of a receipt; money in kopecks. */
export interface ReceiptLine {
  /** At most 128 characters (the fiscal data format's limit for a name). */
  name: string;
  quantity: number;
  priceKopecks: number;
  /** priceKopecks × quantity, exactly. */
  sumKopecks: number;
  /** «без НДС»: the shop does not charge VAT. */
  vat: 'none';
  /** Goods are 'commodity', delivery is a 'service', a gift certificate bought is a 'payment' («платёж»). */
  paymentSubject: 'commodity' | 'service' | 'payment';
  /**
   * Paid in full before handing over («полная предварительная оплата»); a certificate is an 'advance'
   * («аванс»); the goods handed over, their prepayment counted, are 'full_payment' («полный расчёт»).
   */
  paymentMode: 'full_prepayment' | 'advance' | 'full_payment';
}

/** A receipt as the acquirer is asked to register it. */
export interface ReceiptToSend {
  /** Sent as the acquirer's Idempotence-Key: derived from the outbox row, so a retry is the same receipt. */
  idempotenceKey: string;
  /** «приход» or «возврат прихода». */
  type: 'payment' | 'refund';
  /** The acquirer's id of the payment the receipt is for. */
  paymentExternalId: string;
  /** «возврат прихода»: the acquirer's id of the refund it is for (YooKassa then takes refund_id, not payment_id). */
  refundExternalId?: string | undefined;
  customer: { name: string; phone: string; email: string | null };
  lines: ReceiptLine[];
  /** Paid now, by SBP («безналичными»). */
  cashlessKopecks: number;
  /**
   * Counted from money taken before: the part a gift certificate paid («зачёт аванса»), or, in the
   * receipt at handover, the whole prepayment of the first receipt («зачёт предоплаты»).
   */
  prepaidKopecks: number;
}

export interface SentReceipt {
  /** The acquirer's receipt id. */
  externalId: string;
  /** The acquirer's word: taken for the cash register ('pending') or already registered there. */
  status: 'pending' | 'succeeded';
}
