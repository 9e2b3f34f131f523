import type PgBoss from 'pg-boss';
import type { BossSql } from './boss-sql';
import type { Leases } from './lease';
import { jobFailures } from './metrics';

/**
 * `boss.work` for the outbox's queues: a batch that throws is counted in the queue's failures, and a
 * worker that found jobs looks for the next at once, so a backlog (after an outage, after a start)
 * drains at the gateway's pace, not one batch per poll. Each batch runs counted by `sql`, so the
 * runner's stop waits for it (boss-sql.ts), and its jobs are leased while it runs, up to
 * `longestRunSeconds`, the queue's expiry (lease.ts). Resolves to the worker's id.
 */
export async function drainingWork<T extends object>(
  boss: PgBoss,
  sql: BossSql,
  leases: Leases,
  queue: string,
  options: { batchSize: number; pollingIntervalSeconds: number; longestRunSeconds: number },
  handle: (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<void>,
): Promise<string> {
  let workerId = '';
  const { longestRunSeconds, ...work } = options;
  workerId = await boss.work<T>(queue, { ...work, includeMetadata: true }, (jobs) =>
    sql.during(() =>
      leases.hold(
        queue,
        jobs.map((job) => job.id),
        longestRunSeconds,
        async () => {
          try {
            await handle(jobs);
          } catch (error) {
            jobFailures.inc({ queue });
            throw error;
          } finally {
            boss.notifyWorker(workerId);
          }
        },
      ),
    ),
  );
  return workerId;
}
