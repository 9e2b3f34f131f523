/**
 * YooKassa API v3 for SBP: POST /payments with an Idempotence-Key (payment_method_data sbp,
 * confirmation qr → confirmation.confirmation_data is the NSPK link), GET /payments/{id} to read a
 * payment again, POST /receipts for a paid order's 54-FZ receipt (yookassa-receipt.ts), POST /refunds
 * and GET /refunds/{id} to return money (yookassa-refund.ts). Auth is HTTP Basic shopId:secretKey. Notifications (configured in the YooKassa
 * cabinet to POST to /api/payment/notify/yookassa/) are never believed: the payment is read again.
 * https://yookassa.ru/developers/api
 */
import { z } from 'zod';
import type { PaymentStatus } from '../../../shared/contract/payment';
import { ProviderError } from '../error';
import { notifiedPaymentId, type PaymentProvider, type ProviderPayment } from './types';
import { toYookassaAmount } from './yookassa-amount';
import { readReceiptAnswer, yookassaReceiptBody } from './yookassa-receipt';
import { readRefundAnswer, yookassaRefundBody } from './yookassa-refund';

export interface YookassaSettings {
  /** e.g. https://api.yookassa.ru/v3, no trailing slash. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  /** A hung acquirer must not hold the shopper's request: abort after this, ms. */
  timeoutMs?: number;
  /** How long to wait for a receipt's answer before the try counts as failed (and is retried), ms. */
  receiptTimeoutMs?: number;
  /** Likewise for a refund's answer (the outbox's job retries it with the same key), ms. */
  refundTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** A call that did not get its answer (an outage, a status or a body we cannot use): worth trying again. */
const failed = (message: string, cause?: unknown) => new ProviderError(message, { provider: 'yookassa', permanent: false, cause });

const amountSchema = z.object({ value: z.string(), currency: z.string() });
const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: amountSchema,
  confirmation: z.object({ type: z.string(), confirmation_data: z.string().optional() }).optional(),
});
type YookassaPayment = z.infer<typeof paymentSchema>;

const notificationSchema = z.object({
  event: z.string(),
  object: z.object({ id: notifiedPaymentId, status: paymentSchema.shape.status }),
});

/** Kopecks from YooKassa's amount; an amount we cannot read, or not in rubles, is 'unreadable' (never "no word"). */
function fromYookassaAmount(amount: z.infer<typeof amountSchema>): number | 'unreadable' {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.value);
  if (!match || amount.currency !== 'RUB') return 'unreadable';
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

// With capture: true a payment never waits for capture; if it does, it is not paid yet.
const statuses: Record<YookassaPayment['status'], PaymentStatus> = {
  pending: 'pending',
  waiting_for_capture: 'pending',
  succeeded: 'succeeded',
  canceled: 'cancelled',
};

function toProviderPayment(payment: YookassaPayment): ProviderPayment {
  return { externalId: payment.id, status: statuses[payment.status], amountKopecks: fromYookassaAmount(payment.amount) };
}

export function yookassaProvider(settings: YookassaSettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, init: { body?: unknown; idempotenceKey?: string; timeoutMs?: number } = {}) {
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json' };
    if (init.idempotenceKey) headers['Idempotence-Key'] = init.idempotenceKey;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(init.timeoutMs ?? settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw failed(`ЮKassa не отвечает: ${method} ${path}`, error);
    }
  }

  async function readPayment(response: Response, what: string): Promise<YookassaPayment> {
    // 202 means "still processing the same key, ask again": not a payment yet, so not a success.
    if (response.status !== 200) {
      const text = await response.text().catch(() => '');
      throw failed(`ЮKassa ответила ${response.status} на ${what}: ${text.slice(0, 300)}`);
    }
    const parsed = paymentSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw failed(`ЮKassa прислала платёж в непонятном виде на ${what}`);
    return parsed.data;
  }

  async function fetchPayment(externalId: string): Promise<ProviderPayment | null> {
    const response = await call('GET', `/payments/${encodeURIComponent(externalId)}`);
    if (response.status === 404) {
      // Read the body all the same, so that the keep-alive connection goes back to the pool.
      await response.text().catch(() => '');
      return null;
    }
    return toProviderPayment(await readPayment(response, 'чтение платежа'));
  }

  return {
    name: 'yookassa',
    async createPayment({ idempotenceKey, orderCode, amountKopecks, description }) {
      const response = await call('POST', '/payments', {
        idempotenceKey,
        body: {
          amount: { value: toYookassaAmount(amountKopecks), currency: 'RUB' },
          payment_method_data: { type: 'sbp' },
          confirmation: { type: 'qr' },
          capture: true,
          description,
          metadata: { order_code: orderCode },
        },
      });
      const payment = await readPayment(response, 'создание платежа');
      const sbpUrl = payment.confirmation?.type === 'qr' ? payment.confirmation.confirmation_data : undefined;
      if (!sbpUrl) throw failed('ЮKassa не прислала ссылку СБП (confirmation.confirmation_data)');
      return { externalId: payment.id, sbpUrl, status: statuses[payment.status] };
    },
    fetchPayment,
    parseNotification(body) {
      const parsed = notificationSchema.safeParse(body);
      return parsed.success ? { externalId: parsed.data.object.id, claimed: statuses[parsed.data.object.status] } : null;
    },
    // Anyone can post a notification: only the payment as YooKassa has it counts.
    checkNotification: ({ externalId }) => fetchPayment(externalId),
    async sendReceipt(receipt) {
      const response = await call('POST', '/receipts', {
        idempotenceKey: receipt.idempotenceKey,
        body: yookassaReceiptBody(receipt),
        timeoutMs: settings.receiptTimeoutMs,
      });
      return readReceiptAnswer(response);
    },
    async refund(input) {
      const response = await call('POST', '/refunds', {
        idempotenceKey: input.idempotenceKey,
        body: yookassaRefundBody(input),
        timeoutMs: settings.refundTimeoutMs,
      });
      return readRefundAnswer(response, 'возврат платежа');
    },
    async fetchRefund(externalId) {
      const response = await call('GET', `/refunds/${encodeURIComponent(externalId)}`, { timeoutMs: settings.refundTimeoutMs });
      if (response.status === 404) {
        await response.text().catch(() => '');
        return null;
      }
      return readRefundAnswer(response, 'чтение возврата');
    },
  };
}
