/**
 * Set-up for the job runner's tests: a fresh copy of the seeded database, job runners on it (each
 * on a pool of its own, like separate instances), stopped before the database is dropped, and the
 * outbox as a writer and a reader see it.
 */
import { eq, sql } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import { parseApiConfig } from '../../../api/config';
import { connect, type Executor } from '../../../api/db/database';
import { outboxDeliveries, scheduledJobs } from '../../../api/jobs';
import { startJobRunner, type JobRunner } from '../../../api/jobs/runner';
import { outbox } from '../../../api/outbox/schema';
import { enqueueMessage } from '../../../api/outbox/service';
import { createTestDatabase, type ApiEnv, type TestDatabase } from '../../support/database';
import { useFresh } from '../../support/lifetime';

/** Fast retries, quick polls, and no sweep unless a test asks for one: the wake is what delivers. */
const TEST_ENV: ApiEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  OUTBOX_RETRY_DELAY_SECONDS: '1',
  JOBS_POLL_SECONDS: '0.5',
  OUTBOX_SWEEP_SECONDS: '3600',
  SMSRU_TIMEOUT_SECONDS: '1',
};

export interface Jobs {
  database: TestDatabase;
  /** Starts a runner as an instance of the shop would (its own pool), stopped after the test. */
  startRunner(env?: ApiEnv, logger?: Logger): Promise<JobRunner>;
}

export function useJobs(): () => Jobs {
  const make = async () => {
    const database = await createTestDatabase();
    const stops: Array<() => Promise<void>> = [];
    const jobs: Jobs = {
      database,
      async startRunner(env = {}, logger = pino({ level: 'silent' })) {
        const config = parseApiConfig({ ...TEST_ENV, DATABASE_URL: database.url, ...env });
        const { db, pool } = connect(database.url, logger);
        const deliveries = outboxDeliveries(config, logger, db);
        const scheduled = scheduledJobs(config, db, logger);
        const runner = await startJobRunner({ db, pool, url: database.url, config, logger, deliveries, scheduled });
        stops.push(async () => {
          await runner.stop();
          await pool.end();
        });
        return runner;
      },
    };
    return { jobs, stops };
  };
  const get = useFresh(make, async ({ jobs, stops }) => {
    await Promise.all(stops.map((stop) => stop()));
    await jobs.database.drop();
  });
  return () => get().jobs;
}

/** Writes an SMS to the outbox as the shop's code does (in a transaction); answers its row id. */
export async function writeSms(
  db: Executor,
  dedupeKey: string,
  payload: unknown = { phone: '79161234567', text: 'Код для входа: 123456' },
) {
  return db.transaction(async (tx) => {
    await enqueueMessage(tx, { kind: 'sms', dedupeKey, payload });
    const [row] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
    return row!.id;
  });
}

export async function outboxRow(db: Executor, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

/** Until outbox row `id` has been sent, or given up on (`'failed'`), within `timeoutMs`; answers the row as it last was. */
export function outboxRowWhen(db: Executor, id: number, state: 'sent' | 'failed', timeoutMs?: number) {
  return waitFor(
    () => outboxRow(db, id),
    (row) => (state === 'sent' ? row.sentAt : row.failedAt) !== null,
    timeoutMs,
  );
}

/** Reads `read` until `done` holds (every 50 ms, up to `timeoutMs`); answers the last reading. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Until no outbox job waits, runs or waits for a retry (pg-boss's own table): after it nothing can
 * send a message again, so a test that counts the sends waits for this, not for a while.
 */
export async function outboxJobsSettled(db: Executor): Promise<void> {
  const busy = () =>
    db
      .execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'outbox.%' AND state IN ('created', 'retry', 'active')`,
      )
      .then((result) => result.rows[0]!.n);
  const left = await waitFor(busy, (n) => n === 0);
  if (left !== 0) throw new Error(`${left} outbox jobs still waiting or running`);
}
