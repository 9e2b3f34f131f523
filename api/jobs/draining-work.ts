import type PgBoss from 'pg-boss';
import type { BossSql } from './boss-sql';
import type { Leases } from './lease';
import { jobFailures } from './metrics';

/**
 * What every handler of the job runner runs inside: counted by `sql`, so the runner's stop waits
 * for it (boss-sql.ts); its jobs leased while it runs, up to `longestRunSeconds`, the queue's expiry
 * (lease.ts); a throw counted in the queue's failures.
 */
export function runnerHandler<J extends { id: string }, R>(
  sql: BossSql,
  leases: Leases,
  queue: string,
  longestRunSeconds: number,
  handle: (jobs: J[]) => Promise<R>,
): (jobs: J[]) => Promise<R> {
  return (jobs) =>
    sql.during(() =>
      leases.hold(
        queue,
        jobs.map((job) => job.id),
        longestRunSeconds,
        async () => {
          try {
            return await handle(jobs);
          } catch (error) {
            jobFailures.inc({ queue });
            throw error;
          }
        },
      ),
    );
}

/**
 * `boss.work` for the outbox's queues, its handler a runner's (above), and a worker that found jobs
 * looks for the next at once, so a backlog (after an outage, after a start) drains at the gateway's
 * pace, not one batch per poll. Resolves to the worker's id.
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
  const handler = runnerHandler(sql, leases, queue, longestRunSeconds, async (jobs: PgBoss.JobWithMetadata<T>[]) => {
    try {
      await handle(jobs);
    } finally {
      boss.notifyWorker(workerId);
    }
  });
  workerId = await boss.work<T>(queue, { ...work, includeMetadata: true }, handler);
  return workerId;
}
