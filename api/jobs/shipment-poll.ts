/**
 * The shipment poll job (issue 25, decision 060): every TRACKING_POLL_MINUTES, shipments still
 * waiting for their number and those that heard nothing from the carrier for TRACKING_STALE_HOURS
 * are asked about, and what the carrier says moves their orders (api/shipment/poll.ts).
 */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { job } from '../order/service';
import { pollShipments, type Carriers } from '../shipment/service';
import type { ScheduledJob } from './scheduled';

export const SHIPMENT_POLL_QUEUE = 'shipments.poll';

export function shipmentPollJob(config: ApiConfig, db: Db, logger: Logger, carriers: Carriers): ScheduledJob {
  const settings = { staleHours: config.TRACKING_STALE_HOURS, batch: config.TRACKING_POLL_BATCH };
  return {
    queue: SHIPMENT_POLL_QUEUE,
    cron: `*/${config.TRACKING_POLL_MINUTES} * * * *`,
    expireInSeconds: 15 * 60,
    async run() {
      const figures = await pollShipments(db, carriers, settings, logger, job(SHIPMENT_POLL_QUEUE));
      if (figures.asked + figures.failed > 0) logger.info(figures, 'отправления проверены у перевозчика');
      return figures;
    },
  };
}
