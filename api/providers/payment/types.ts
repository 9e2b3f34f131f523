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
}

/** The acquirer could not be reached or refused: the caller answers "try later", never a half-state. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
