/**
 * The job that releases unpaid SBP orders: every minute, orders past their payment window and
 * grace are cancelled (api/payment/unpaid.ts; docs/decisions/025-unpaid-orders.md).
 */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { job } from '../order/service';
import { releaseUnpaidOrders } from '../payment/service';
import { createPaymentProviders } from '../providers/payment';
import type { ScheduledJob } from './scheduled';

export const UNPAID_ORDERS_QUEUE = 'orders.release-unpaid';

export function unpaidOrdersJob(config: ApiConfig, db: Db, logger: Logger): ScheduledJob {
  const providers = createPaymentProviders(config, db);
  return {
    queue: UNPAID_ORDERS_QUEUE,
    // Minutes are the grace's unit too: an order is released at most a minute after its deadline.
    cron: '* * * * *',
    expireInSeconds: 15 * 60,
    async run() {
      const figures = await releaseUnpaidOrders({ db, config, providers, logger, actor: job(UNPAID_ORDERS_QUEUE) });
      if (figures.cancelled + figures.paid + figures.skipped > 0) logger.info(figures, 'неоплаченные заказы просмотрены');
      return figures;
    },
  };
}
