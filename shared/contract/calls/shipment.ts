import { z } from 'zod';
import type { CallTable } from '../call';
import { DELIVERY_PROVIDERS } from '../delivery-constants';

/** What a carrier's notice did: for logs and tests, the carrier reads only the status. */
export const SHIPMENT_NOTICE_RESULTS = ['moved', 'recorded', 'unknown_shipment', 'not_verified', 'unreadable'] as const;

export const shipmentNoticeParamsSchema = z.object({
  provider: z.enum(DELIVERY_PROVIDERS, { error: `Перевозчик: ${DELIVERY_PROVIDERS.join(', ')}` }),
});

/**
 * The carrier's webhook (issue 25, decision 060): public, no session; a notice is only a hint, the
 * shipment is read again from the carrier before anything changes.
 */
export const shipmentCalls = {
  'POST /delivery/notify/{provider}/': {
    summary: 'Уведомление перевозчика о статусе отправления (проверяется запросом к перевозчику)',
    params: shipmentNoticeParamsSchema,
    body: z.record(z.string(), z.unknown()),
    response: z.object({ result: z.enum(SHIPMENT_NOTICE_RESULTS) }),
  },
} as const satisfies CallTable;
