/**
 * YooKassa's receipts API (POST /v3/receipts, scenario «сначала платёж, потом чек»): the receipt of
 * a payment it took, for the online cash register. Idempotence-Key as for payments: the same key
 * answers the same receipt. Which failures are worth a retry is decided here, from YooKassa's
 * error codes: https://yookassa.ru/developers/api#create_receipt
 */
import { z } from 'zod';
import { ProviderError } from '../error';
import type { ReceiptToSend, SentReceipt } from './types';
import { toYookassaAmount } from './yookassa-amount';

/** vat_code 1: «без НДС» (the shop does not charge VAT). */
const VAT_CODES = { none: 1 } as const;

/** The request body of POST /v3/receipts for `receipt`. */
export function yookassaReceiptBody(receipt: ReceiptToSend) {
  const rub = (kopecks: number) => ({ value: toYookassaAmount(kopecks), currency: 'RUB' });
  const settlements = [{ type: 'cashless', amount: rub(receipt.cashlessKopecks) }];
  if (receipt.prepaidKopecks > 0) settlements.push({ type: 'prepayment', amount: rub(receipt.prepaidKopecks) });
  return {
    type: receipt.type,
    // A refund's receipt names the refund; YooKassa takes one of the two.
    ...(receipt.refundExternalId ? { refund_id: receipt.refundExternalId } : { payment_id: receipt.paymentExternalId }),
    // The electronic receipt goes to the buyer's e-mail (and phone where the cash register sends SMS).
    customer: {
      full_name: receipt.customer.name,
      phone: receipt.customer.phone.replace(/\D/g, ''),
      ...(receipt.customer.email ? { email: receipt.customer.email } : {}),
    },
    send: true,
    items: receipt.lines.map((line) => ({
      description: line.name,
      quantity: line.quantity.toFixed(2),
      // YooKassa's amount of an item is the price of one unit.
      amount: rub(line.priceKopecks),
      vat_code: VAT_CODES[line.vat],
      payment_mode: line.paymentMode,
      payment_subject: line.paymentSubject,
    })),
    settlements: settlements.filter((s) => s.amount.value !== '0.00'),
  };
}

const receiptSchema = z.object({ id: z.string().min(1), status: z.enum(['pending', 'succeeded', 'canceled']) });
const errorSchema = z.object({ code: z.string().optional(), description: z.string().optional(), parameter: z.string().optional() });

/**
 * 400 (invalid_request) and 404 (not_found: a payment it does not know) refuse this receipt as it is:
 * permanent. 401/403 are our account (wrong key, receipts not enabled in the cabinet): the people
 * who run the shop fix those while the receipt waits, so they are retried, as are 429, 5xx and 202
 * ("still processing this key, ask again").
 */
const PERMANENT_STATUSES = new Set([400, 404, 405, 409, 413, 415, 422]);

const refused = (message: string, permanent: boolean) => new ProviderError(message, { provider: 'yookassa', permanent });

/** Reads POST /v3/receipts' answer: the receipt taken, or a ProviderError saying whether to retry. */
export async function readReceiptAnswer(response: Response): Promise<SentReceipt> {
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200) {
    const parsed = receiptSchema.safeParse(body);
    if (!parsed.success) throw refused('ЮKassa прислала чек в непонятном виде', false);
    if (parsed.data.status === 'canceled') {
      throw refused(`ЮKassa отменила чек ${parsed.data.id}: онлайн-касса его не приняла`, true);
    }
    return { externalId: parsed.data.id, status: parsed.data.status };
  }
  throw yookassaRefusal(response.status, body, 'отправку чека');
}

/** YooKassa's error answer `body` (status `status`) to `what` as a ProviderError, permanent when the request is refused as it is. */
export function yookassaRefusal(status: number, body: unknown, what: string): ProviderError {
  const error = errorSchema.safeParse(body);
  const { code = '', description = '', parameter = '' } = error.success ? error.data : {};
  const detail = [code, description, parameter && `(${parameter})`].filter(Boolean).join(' ');
  const message = `ЮKassa ответила ${status} на ${what}${detail ? `: ${detail}` : ''}`.slice(0, 500);
  return refused(message, PERMANENT_STATUSES.has(status));
}
