/**
 * Jobs a runner holds, kept its own by a lease it renews (docs/decisions/065). pg-boss 10 knows a
 * runner has died only when its active job outlives its expiry, which has to be as long as the
 * slowest honest run (15 minutes for the unpaid orders' release, 5 for a batch of letters), since
 * pg-boss also times the handler by it: a runner killed mid-job left its jobs, and a stately
 * queue's next runs, waiting that long. Now, as soon as a handler takes its jobs, their expiry is
 * cut to the time run so far plus a lease (JOBS_LEASE_SECONDS), and pushed on by a lease every
 * third of one while the handler runs, up to the queue's own expiry. A runner that stops renewing
 * (killed, frozen, cut off) loses its jobs to pg-boss's maintenance, which runs as often, and
 * another runner retries them. Two renewals missed in a row give a job away while it still runs,
 * which each handler is safe against (the outbox's rows are locked while sent; a scheduled run is
 * guarded row by row). A runner killed between pg-boss's fetch and the first renewal (one round
 * trip) leaves its jobs to the queue's expiry, as before.
 */
import type { Logger } from 'pino';
import type { BossSql } from './boss-sql';

export interface LeaseOptions {
  /** pg-boss's schema. */
  schema: string;
  leaseSeconds: number;
  logger: Logger;
}

export interface Leases {
  /**
   * Runs `work` for jobs `ids` of `queue` (just taken), renewing their lease while it runs, each
   * for at most `longestRunSeconds` from its start: the queue's expiry, after which pg-boss fails
   * a hung handler all the same.
   */
  hold<T>(queue: string, ids: readonly string[], longestRunSeconds: number, work: () => Promise<T>): Promise<T>;
  /** Stops renewing (after the runner's last handler has finished). */
  stop(): void;
}

/** How often a lease is renewed, and pg-boss's maintenance (which gives lapsed ones away) runs: a third of the lease. */
export const renewalSeconds = (leaseSeconds: number) => Math.max(1, Math.floor(leaseSeconds / 3));

interface Held {
  queue: string;
  id: string;
  longestRunSeconds: number;
}

export function startLeases(sql: BossSql, { schema, leaseSeconds, logger }: LeaseOptions): Leases {
  const held = new Set<Held>();
  // The expiry runs from the job's start: a renewal sets it to the time run so far plus a lease.
  const statement = `
    UPDATE ${schema}.job AS job
       SET expire_in = make_interval(secs => LEAST(EXTRACT(EPOCH FROM now() - job.started_on) + $4, held.longest))
      FROM unnest($1::text[], $2::uuid[], $3::int[]) AS held(name, id, longest)
     WHERE job.name = held.name AND job.id = held.id AND job.state = 'active'`;
  const renew = async (jobs: readonly Held[]) => {
    try {
      await sql.executeSql(statement, [
        jobs.map((j) => j.queue),
        jobs.map((j) => j.id),
        jobs.map((j) => j.longestRunSeconds),
        leaseSeconds,
      ]);
    } catch (error) {
      logger.warn(
        { jobs: jobs.length, error: error instanceof Error ? error.message : String(error) },
        'очередь: не удалось продлить задания',
      );
    }
  };
  let renewing = false;
  const tick = async () => {
    if (renewing || held.size === 0) return;
    renewing = true;
    await renew([...held]);
    renewing = false;
  };
  const timer = setInterval(() => void tick(), renewalSeconds(leaseSeconds) * 1000);
  timer.unref();

  return {
    async hold(queue, ids, longestRunSeconds, work) {
      const jobs = ids.map((id) => ({ queue, id, longestRunSeconds }));
      // Cut to a lease before the work starts: from now on, a death costs a lease, not the queue's expiry.
      await renew(jobs);
      for (const job of jobs) held.add(job);
      try {
        return await work();
      } finally {
        for (const job of jobs) held.delete(job);
      }
    },
    stop: () => clearInterval(timer),
  };
}
