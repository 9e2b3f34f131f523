/**
 * Sending the outbox's 54-FZ receipts (payload.ts writes them) to the acquirer that took the
 * payment, through the payment provider interface; the job runner calls this (api/jobs/). The
 * Idempotence-Key is drawn from the outbox row, so a try that timed out after the acquirer took the
 * receipt, retried, is still one receipt there. docs/decisions/027-receipts.md.
 */
import type { Executor } from '../db/database';
import { outboxMessageByKey, PermanentDeliveryError, type Sender } from '../outbox/service';
import type { PaymentProviders } from '../providers/payment';
import type { ReceiptToSend } from '../providers/payment/types';
import type { ReceiptPayload } from './payload';
import { receiptPayloadSchema } from './payload-schema';

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
    type: payload.operation === 'refund' ? 'refund' : 'payment',
    paymentExternalId: payload.payment.externalId,
    refundExternalId: payload.refundExternalId,
    customer: payload.customer,
    lines: payload.items,
    cashlessKopecks: payload.payment.sumKopecks,
    prepaidKopecks: payload.prepaidKopecks,
  };
}

/**
 * A receipt at handover counts a prepayment, and a refund's returns it, so it goes only after the
 * prepayment receipt (outbox key `key`) is registered: while that one is still being sent this try fails and is retried; once
 * it is given up on, there is nothing registered to count, and this one is given up too.
 */
async function prepaymentRegistered(db: Executor, key: string, refund: boolean): Promise<void> {
  const first = await outboxMessageByKey(db, key);
  if (first?.sentAt) return;
  const what = refund ? 'чек возврата' : 'чек зачёта предоплаты';
  if (!first || first.failedAt)
    throw new PermanentDeliveryError(`${what}: чек предоплаты ${key} не зарегистрирован, ${refund ? 'возвращать' : 'зачитывать'} нечего`);
  throw new Error(`${what} ждёт, пока зарегистрируют чек предоплаты ${key}`);
}

/** The outbox's sender of receipts: to the acquirer named in each receipt's payment. */
export function receiptSender(providers: PaymentProviders, db: Executor): Sender {
  return async (payload, reference) => {
    const parsed = receiptPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentDeliveryError('чек в очереди непонятного вида: отправить его нельзя');
    const receipt = parsed.data;
    if (receipt.settles) await prepaymentRegistered(db, receipt.settles, receipt.operation === 'refund');
    const provider = providers.byName[receipt.payment.provider];
    // Not permanent: the receipt waits while the people who run the shop set the credentials again.
    if (!provider) throw new Error(`чек платежа ${receipt.payment.provider}: этот платёжный сервис не настроен`);
    const sent = await provider.sendReceipt(receiptToSend(receipt, receiptIdempotenceKey(reference, receipt.orderCode)));
    return { externalId: sent.externalId };
  };
}
