/**
 * Jobs that run on a schedule rather than per message (unpaid orders now; issue 12's feed refresh
 * may join): a pg-boss cron schedule per queue. pg-boss's scheduler sends one job per tick however
 * many runners there are, and the queue's 'stately' policy keeps at most one queued and one
 * running, so a slow run never piles up copies. Each run must still be safe beside another (a
 * runner's own call, a run that outlived its expiry): its work is guarded row by row.
 */
import type PgBoss from 'pg-boss';

export interface ScheduledJob {
  /** The pg-boss queue, e.g. 'orders.release-unpaid'. */
  queue: string;
  /** Cron in the server's time zone (pg-boss checks schedules every 30 s; a minute is the finest). */
  cron: string;
  /** The cron's time zone when it is not the server's (the morning digest's is Moscow). */
  tz?: string;
  /** One run; what it answers is logged. */
  run(now?: Date): Promise<unknown>;
  /** A run hung longer than this is counted failed; the next tick runs again. */
  expireInSeconds: number;
  /**
   * Retries of a failed run, the delay doubling each time, for a job whose next tick is far (the
   * daily pickup points' sync). Unset: none, the next tick is the retry.
   */
  retry?: { limit: number; delaySeconds: number };
  /** Whether to run once at the runner's start too, besides the schedule (a table never loaded). */
  startsWhen?: () => Promise<boolean>;
}

/** The queue's options: retries as the job says (none by default), one queued and one running at most. */
export const scheduledQueueOptions = (job: ScheduledJob): Omit<PgBoss.Queue, 'name'> => ({
  policy: 'stately',
  retryLimit: job.retry?.limit ?? 0,
  ...(job.retry ? { retryDelay: job.retry.delaySeconds, retryBackoff: true } : {}),
  expireInSeconds: job.expireInSeconds,
});
