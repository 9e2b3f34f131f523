/**
 * The outbox's refunds go to the acquirer that took each payment (its refunds API; the sandbox
 * returns money at once). Payload: { refundId } as api/payment/refund.ts writes it.
 */
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import { refundSender } from '../payment/service';
import type { PaymentProviders } from '../providers/payment';
import type { OutboxDelivery } from './outbox';

export function refundDelivery(providers: PaymentProviders, db: Executor, config: ApiConfig): OutboxDelivery {
  return { kind: 'refund', timeoutSeconds: config.REFUND_TIMEOUT_SECONDS, send: refundSender(providers, db) };
}
