/** The jobs this shop runs, built from the configuration: the outbox's deliveries and the scheduled jobs. */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db, Executor } from '../db/database';
import { createDeliveryProviders } from '../providers/delivery';
import { createPaymentProviders } from '../providers/payment';
import { createEmailProvider } from '../providers/email';
import { createSmsProvider } from '../providers/sms';
import { emailDelivery } from './outbox-email';
import type { OutboxDelivery } from './outbox';
import { pickupPointsSyncJob } from './pickup-points-sync';
import { receiptDelivery } from './outbox-receipt';
import { refundDelivery } from './outbox-refund';
import { smsDelivery } from './outbox-sms';
import type { ScheduledJob } from './scheduled';
import { sessionCleanupJob } from './session-cleanup';
import { shipmentPollJob } from './shipment-poll';
import { staffSessionCleanupJob } from './staff-session-cleanup';
import { stockDigestJob } from './stock-digest';
import { unpaidOrdersJob } from './unpaid-orders';

export function outboxDeliveries(config: ApiConfig, logger: Logger, db: Executor): OutboxDelivery[] {
  const payments = createPaymentProviders(config, db);
  return [
    smsDelivery(createSmsProvider(config, logger), config),
    emailDelivery(createEmailProvider(config, logger), db, config),
    // 54-FZ receipts, to the acquirer that took each payment (decision 027).
    receiptDelivery(payments, db, config),
    // Refunds, to the acquirer that took the payment (decision 047).
    refundDelivery(payments, db, config),
  ];
}

/** The jobs run on a schedule (api/jobs/scheduled.ts). */
export function scheduledJobs(config: ApiConfig, db: Db, logger: Logger): ScheduledJob[] {
  const carriers = createDeliveryProviders(config, db);
  const jobs = [
    unpaidOrdersJob(config, db, logger),
    sessionCleanupJob(config, db, logger),
    staffSessionCleanupJob(config, db, logger),
    // The active carrier's points, kept for checkout (decision 059).
    pickupPointsSyncJob(config, db, logger, carriers.active),
    // Shipments that heard nothing from their carrier, and those waiting for a number (decision 060).
    shipmentPollJob(config, db, logger, carriers),
  ];
  if (config.STOCK_DIGEST === 'on') jobs.push(stockDigestJob(config, db, logger, createEmailProvider(config, logger)));
  return jobs;
}
