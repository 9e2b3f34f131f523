/**
 * The pickup points' sync (issue 25; docs/decisions/059): once a day, every point of the active
 * carrier into `pickup_points` (api/delivery/sync.ts), and once at start when that carrier's points
 * were never loaded, so a fresh shop (or one that just switched carriers) lists them within a
 * minute. A carrier's failure leaves the old points as they were; the queue tries again a few times
 * before the next day's tick.
 */
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { hasCarrierPoints, syncPickupPoints } from '../delivery/service';
import type { DeliveryProvider } from '../providers/delivery/types';
import type { ScheduledJob } from './scheduled';

export const PICKUP_POINTS_SYNC_QUEUE = 'delivery.pickup-points-sync';

export function pickupPointsSyncJob(config: ApiConfig, db: Db, logger: Logger, provider: DeliveryProvider): ScheduledJob {
  return {
    queue: PICKUP_POINTS_SYNC_QUEUE,
    cron: config.PICKUP_POINTS_SYNC_CRON,
    tz: 'Europe/Moscow',
    expireInSeconds: 10 * 60,
    // A carrier down at the daily tick: tried again in 5, 10, 20 minutes, not tomorrow.
    retry: { limit: 3, delaySeconds: 300 },
    startsWhen: async () => !(await hasCarrierPoints(db, provider)),
    async run() {
      const started = performance.now();
      try {
        const figures = await syncPickupPoints(db, provider);
        logger.info({ ...figures, provider: provider.name, ms: Math.round(performance.now() - started) }, 'пункты выдачи обновлены');
        return figures;
      } catch (error) {
        logger.error(
          { provider: provider.name, message: error instanceof Error ? error.message : String(error) },
          'не удалось обновить пункты выдачи: остались прежние',
        );
        throw error;
      }
    },
  };
}
