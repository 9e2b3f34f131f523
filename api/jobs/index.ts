/** The jobs this shop runs, built from the configuration. Issue 12 adds e-mail and receipts here. */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { createSmsProvider } from '../providers/sms';
import type { OutboxDelivery } from './outbox-delivery';
import { smsDelivery } from './outbox-sms';
import type { ScheduledJob } from './scheduled';
import { unpaidOrdersJob } from './unpaid-orders';

export function outboxDeliveries(config: ApiConfig, logger: Logger): OutboxDelivery[] {
  return [smsDelivery(createSmsProvider(config, logger))];
}

/** The jobs run on a schedule (api/jobs/scheduled.ts). */
export function scheduledJobs(config: ApiConfig, db: Db, logger: Logger): ScheduledJob[] {
  return [unpaidOrdersJob(config, db, logger)];
}
