import { z } from 'zod';

/**
 * Payment of an order by SBP (spec §7.3): GET /api/order/getPaymentByOrderCode/{order_code}/, served
 * by the payment back-end (PAYMENT_API_URL; by default the same api). The first call for an unpaid
 * SBP order creates the payment at the provider; later calls answer the same one with its status.
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z
  .object({
    ORDER_CODE: z.string(),
    /** The order's own sum, or a surcharge: the shop changed a paid order and it now costs more. */
    KIND: z.enum(['order', 'surcharge']),
    /** Rubles. */
    AMOUNT: z.number(),
    STATUS: z.enum(PAYMENT_STATUSES),
    PROVIDER: z.enum(['sandbox', 'yookassa']),
    /** The link in NSPK format (https://qr.nspk.ru/…): the QR code's content and the phone button. */
    SBP_URL: z.string().nullable(),
    /** The QR code of SBP_URL as an SVG document (no external images). */
    QR_SVG: z.string().nullable(),
    /** ISO 8601; after it the link no longer pays and a new call issues a fresh one. */
    EXPIRES_AT: z.string().nullable(),
    PAID_AT: z.string().nullable(),
    /** The sandbox's «Оплатить (демо)» action is available (never in production). */
    DEMO_PAY: z.boolean(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;
export const paymentDataSchema = z.object({ payment: paymentSchema });
export type PaymentData = z.infer<typeof paymentDataSchema>;

/** `{code}` of the payment calls: any text, since a code that cannot be an order's is 404 like an unknown one. */
export const orderCodeParamsSchema = z.object({ code: z.string() });

/** An acquirer's notification as it posts it; the provider reads it (api/providers/payment). */
export const notificationBodySchema = z.record(z.string(), z.unknown());

/** What a notification did: for logs and tests, the acquirer reads only the status. */
export const NOTIFICATION_RESULTS = [
  'confirmed',
  'already_paid',
  'unknown_payment',
  'amount_mismatch',
  'amount_unreadable',
  'needs_refund',
  'cancelled',
  'pending',
] as const;
export const notificationDataSchema = z.object({ result: z.enum(NOTIFICATION_RESULTS) });
