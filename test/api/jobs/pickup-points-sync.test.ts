/**
 * The pickup points' sync job (issue 25; decision 059): daily in Moscow time for the active
 * carrier, queued once at start while that carrier's points were never loaded, and a carrier's
 * failure logged and thrown for the queue's retries, the old points kept.
 */
import { count, isNotNull, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import { connect } from '../../../api/db/database';
import { pickupPoints } from '../../../api/db/schema';
import { scheduledJobs } from '../../../api/jobs';
import { PICKUP_POINTS_SYNC_QUEUE, pickupPointsSyncJob } from '../../../api/jobs/pickup-points-sync';
import { scheduledQueueOptions } from '../../../api/jobs/scheduled';
import { ProviderError } from '../../../api/providers/error';
import { sandboxPoints } from '../../../api/providers/delivery/sandbox-points';
import { listingCarrier } from '../../../scripts/bench/carrier-points';
import { textSink } from '../../support/text-sink';
import { useJobs } from './jobs-fixture';

const jobs = useJobs();
const config = (env: Record<string, string> = {}) => parseApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

describe('the pickup points’ sync job', () => {
  it('runs daily at the configured time, Moscow time, and retries a failed run within the hour', () => {
    const { db, pool } = connect(jobs().database.url, pino({ level: 'silent' }));
    const job = scheduledJobs(config({ PICKUP_POINTS_SYNC_CRON: '15 3 * * *' }), db, pino({ level: 'silent' })).find(
      (j) => j.queue === PICKUP_POINTS_SYNC_QUEUE,
    );
    expect(job).toMatchObject({ cron: '15 3 * * *', tz: 'Europe/Moscow' });
    expect(scheduledQueueOptions(job!)).toMatchObject({ retryLimit: 3, retryDelay: 300, retryBackoff: true });
    expect(() => config({ PICKUP_POINTS_SYNC_CRON: 'daily' })).toThrow(/PICKUP_POINTS_SYNC_CRON/);
    return pool.end();
  });

  it('loads the carrier’s points when a runner starts on a shop that never had them, and not again at the next start', async () => {
    const { db, pool } = connect(jobs().database.url, pino({ level: 'silent' }));
    // A shop seeded before issue 25: its points were written by hand, never synced.
    await db.execute(sql`UPDATE pickup_points SET synced_at = NULL`);
    await jobs().startRunner();
    const synced = async () => (await db.select({ n: count() }).from(pickupPoints).where(isNotNull(pickupPoints.syncedAt)))[0]!.n;
    await expect.poll(synced, { timeout: 20_000, interval: 250 }).toBe(sandboxPoints().length);
    const { syncedAt } = (await db.select({ syncedAt: pickupPoints.syncedAt }).from(pickupPoints).limit(1))[0]!;
    await jobs().startRunner();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await db.select({ syncedAt: pickupPoints.syncedAt }).from(pickupPoints).limit(1))[0]!.syncedAt).toEqual(syncedAt);
    await pool.end();
  });

  it('logs a carrier’s failure and throws it for the queue to retry, keeping the old points', async () => {
    const { db, pool } = connect(jobs().database.url, pino({ level: 'silent' }));
    const log = textSink();
    const failing = listingCarrier(() =>
      Promise.reject(new ProviderError('Посылкин не отвечает', { provider: 'sandbox', permanent: false })),
    );
    const before = await db.select().from(pickupPoints);
    const job = pickupPointsSyncJob(config(), db, pino(log.stream), failing);
    await expect(job.run()).rejects.toThrow('Посылкин не отвечает');
    expect(await db.select().from(pickupPoints)).toEqual(before);
    expect(log.chunks.join('')).toContain('не удалось обновить пункты выдачи: остались прежние');
    await pool.end();
  });
});
