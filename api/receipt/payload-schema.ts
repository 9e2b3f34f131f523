/**
 * The outbox's receipt as payload.ts and settlement.ts write it, read back before it is sent
 * (send.ts) and when the receipt at handover copies the first one (settlement.ts). Anything
 * else is not a receipt anyone can register.
 */
import { z } from 'zod';
import type { ReceiptPayload } from './payload';

const kopecks = z.number().int().min(0);
const itemSchema = z.object({
  name: z.string().min(1).max(128),
  quantity: z.number().int().min(1),
  priceKopecks: kopecks,
  sumKopecks: kopecks,
  vat: z.literal('none'),
  paymentSubject: z.enum(['commodity', 'service', 'payment']),
  paymentMode: z.enum(['full_prepayment', 'advance', 'full_payment']),
});

export const receiptPayloadSchema = z.object({
  operation: z.enum(['income', 'refund']),
  orderId: z.number().int(),
  orderCode: z.string().min(1).max(20),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  items: z.array(itemSchema).min(1),
  totalKopecks: kopecks,
  payment: z.object({
    method: z.literal('sbp'),
    provider: z.enum(['sandbox', 'yookassa']),
    externalId: z.string().min(1),
    sumKopecks: kopecks,
  }),
  prepaidKopecks: kopecks,
  // Receipts written before the receipt at handover existed have no such key.
  settles: z.string().min(1).optional(),
  refundExternalId: z.string().min(1).optional(),
}) satisfies z.ZodType<ReceiptPayload>;
