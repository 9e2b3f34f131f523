/**
 * Sending the outbox's 54-FZ receipts (receipt.ts writes them) to the acquirer that took the
 * payment, through the payment provider interface; the job runner calls this (api/jobs/). The
 * Idempotence-Key is drawn from the outbox row, so a try that timed out after the acquirer took the
 * receipt, retried, is still one receipt there. docs/decisions/027-receipts.md.
 */
import { z } from 'zod';
import { finalRefusals, PermanentDeliveryError, type Sender } from '../outbox/service';
import type { PaymentProviders } from '../providers/payment';
import { ProviderError, type ReceiptToSend } from '../providers/payment/types';
import type { ReceiptPayload } from './receipt';

const kopecks = z.number().int().min(0);
const itemSchema = z.object({
  name: z.string().min(1).max(128),
  quantity: z.number().int().min(1),
  priceKopecks: kopecks,
  sumKopecks: kopecks,
  vat: z.literal('none'),
  paymentSubject: z.enum(['commodity', 'service', 'payment']),
  paymentMode: z.enum(['full_prepayment', 'advance']),
});

/** The outbox's receipt as receipt.ts writes it; anything else is not a receipt anyone can register. */
const receiptPayloadSchema = z.object({
  operation: z.literal('income'),
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
}) satisfies z.ZodType<ReceiptPayload>;

/**
 * The acquirer's Idempotence-Key of the receipt in outbox row `reference` ('outbox:42'): the row's
 * id names it in this database, and the order's code (random, unique) keeps two databases (a
 * restored copy, a staging shop on the same YooKassa account) from ever sharing a key.
 */
const receiptIdempotenceKey = (reference: string, orderCode: string) => `${reference}:${orderCode}`;

/** What the acquirer is asked to register for `payload`. */
function receiptToSend(payload: ReceiptPayload, idempotenceKey: string): ReceiptToSend {
  return {
    idempotenceKey,
    type: 'payment',
    paymentExternalId: payload.payment.externalId,
    customer: payload.customer,
    lines: payload.items,
    cashlessKopecks: payload.payment.sumKopecks,
    prepaidKopecks: payload.prepaidKopecks,
  };
}

/** The outbox's sender of receipts: to the acquirer named in each receipt's payment. */
export function receiptSender(providers: PaymentProviders): Sender {
  return async (payload, reference) => {
    const parsed = receiptPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentDeliveryError('чек в очереди непонятного вида: отправить его нельзя');
    const receipt = parsed.data;
    const provider = providers.byName[receipt.payment.provider];
    // Not permanent: the receipt waits while the people who run the shop set the credentials again.
    if (!provider) throw new Error(`чек платежа ${receipt.payment.provider}: этот платёжный сервис не настроен`);
    const sent = await finalRefusals(ProviderError, () =>
      provider.sendReceipt(receiptToSend(receipt, receiptIdempotenceKey(reference, receipt.orderCode))),
    );
    return { externalId: sent.externalId };
  };
}
