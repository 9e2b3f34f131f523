/** The jobs this shop runs, built from the configuration. Issue 12 adds e-mail and receipts here. */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import { createEmailProvider } from '../providers/email';
import { createSmsProvider } from '../providers/sms';
import { emailDelivery } from './outbox-email';
import type { OutboxDelivery } from './outbox-delivery';
import { smsDelivery } from './outbox-sms';

export function outboxDeliveries(config: ApiConfig, logger: Logger, db: Executor): OutboxDelivery[] {
  return [smsDelivery(createSmsProvider(config, logger)), emailDelivery(createEmailProvider(config, logger), db, config)];
}
