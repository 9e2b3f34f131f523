/**
 * YooKassa's refunds API: POST /v3/refunds (payment_id, amount) with an Idempotence-Key — the same
 * key answers the same refund, so a try that timed out after YooKassa took it, retried, returns the
 * money once — and GET /v3/refunds/{id} to read one that was still 'pending'. A refund YooKassa
 * refuses as it is (400: more than is left of the payment, a payment it cannot refund) is permanent;
 * 'canceled' is its final "no". https://yookassa.ru/developers/api#create_refund
 */
import { z } from 'zod';
import { ProviderError } from '../error';
import type { ProviderRefund, RefundInput } from './types';
import { toYookassaAmount } from './yookassa-amount';
import { yookassaRefusal } from './yookassa-receipt';

export const yookassaRefundBody = (input: RefundInput) => ({
  payment_id: input.paymentExternalId,
  amount: { value: toYookassaAmount(input.amountKopecks), currency: 'RUB' },
  description: input.description.slice(0, 250),
});

const refundSchema = z.object({ id: z.string().min(1), status: z.enum(['pending', 'succeeded', 'canceled']) });

/** Reads a refund answer (of POST /refunds or GET /refunds/{id}), or throws a ProviderError saying whether to retry. */
export async function readRefundAnswer(response: Response, what: string): Promise<ProviderRefund> {
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 200) {
    const parsed = refundSchema.safeParse(body);
    if (!parsed.success)
      throw new ProviderError(`ЮKassa прислала возврат в непонятном виде на ${what}`, { provider: 'yookassa', permanent: false });
    const { id, status } = parsed.data;
    return { externalId: id, status: status === 'canceled' ? 'cancelled' : status };
  }
  throw yookassaRefusal(response.status, body, what);
}
