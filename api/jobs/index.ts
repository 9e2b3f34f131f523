/** The jobs this shop runs, built from the configuration. Issue 12 adds e-mail and receipts here. */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import { createSmsProvider } from '../providers/sms';
import type { OutboxDelivery } from './outbox-delivery';
import { smsDelivery } from './outbox-sms';

export function outboxDeliveries(config: ApiConfig, logger: Logger): OutboxDelivery[] {
  return [smsDelivery(createSmsProvider(config, logger))];
}
