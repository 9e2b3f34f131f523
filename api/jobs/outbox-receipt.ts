/**
 * The outbox's 54-FZ receipts go to the acquirer that took each payment (its receipts API; the
 * sandbox counts them registered). Payload: the receipt as api/receipt/payload.ts writes it.
 */
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import { receiptSender } from '../receipt/service';
import type { PaymentProviders } from '../providers/payment';
import type { OutboxDelivery } from './outbox';

export function receiptDelivery(providers: PaymentProviders, db: Executor, config: ApiConfig): OutboxDelivery {
  return { kind: 'receipt', timeoutSeconds: config.RECEIPT_TIMEOUT_SECONDS, send: receiptSender(providers, db) };
}
