/**
 * The shop's job runner: pg-boss 10 (its queue lives in our database, schema `pgboss`, which it
 * creates and migrates itself, outside drizzle's migrations), started with the api and alone with
 * `--role worker`. The outbox's messages are delivered by the outbox delivery job (outbox.ts), a
 * message or an event's messages per job; a job is asked for by the wake (a NOTIFY at commit) and,
 * for anything missed, by a periodic sweep.
 * docs/decisions/012-jobs-and-sms.md.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import { OUTBOX_CHANNEL, pendingMessages, type PendingMessage } from '../outbox/service';
import { bossSql } from './boss-sql';
import { runnerHandler } from './draining-work';
import { watchQueues } from './metrics';
import { ensureQueue } from './ensure-queue';
import { renewalSeconds, startLeases } from './lease';
import { startOutboxDelivery, type OutboxDelivery } from './outbox';
import { scheduledQueueOptions, type ScheduledJob } from './scheduled';
import { listen } from './wake';

export interface JobRunnerDeps {
  db: Executor;
  pool: pg.Pool;
  /** The database's URL, for the listening connection (a pooled one cannot LISTEN). */
  url: string;
  config: ApiConfig;
  logger: Logger;
  /** The kinds of outbox messages this runner delivers, each with its sender (jobs/index.ts). */
  deliveries: OutboxDelivery[];
  /** The jobs run on a schedule (jobs/index.ts: releasing unpaid orders). */
  scheduled?: ScheduledJob[];
}

export interface JobRunner {
  /** Asks for every pending message to be delivered (what the timer does every OUTBOX_SWEEP_SECONDS). */
  sweep(): Promise<void>;
  /** Runs a scheduled job now, here, as its tick would (tests; two runners racing). */
  run(queue: string): Promise<unknown>;
  /** Stops taking jobs, lets the running ones finish (up to 30 s), then stops listening. */
  stop(): Promise<void>;
}

/** How many pending messages one sweep asks for; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export async function startJobRunner(deps: JobRunnerDeps): Promise<JobRunner> {
  const { db, pool, config, logger, deliveries, scheduled = [] } = deps;
  // Our pool: no second set of connections, and the pool's error handling covers it.
  const sql = bossSql(pool);
  const schema = 'pgboss';
  const leaseSeconds = config.JOBS_LEASE_SECONDS;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => sql.executeSql(text, values) },
    schema,
    // Cron schedules (jobs/scheduled.ts) are kept only when there are any.
    schedule: scheduled.length > 0,
    // What gives a dead runner's jobs away (lease.ts), as often as the living renew theirs; one
    // instance runs it per interval, whichever gets there first.
    maintenanceIntervalSeconds: renewalSeconds(leaseSeconds),
  });
  boss.on('error', (error) => logger.error({ message: error.message }, 'ошибка очереди заданий'));
  await boss.start();
  const leases = startLeases(sql, { schema, leaseSeconds, logger });

  const outbox = await startOutboxDelivery({ boss, sql, db, config, logger, deliveries, leases });
  const kinds = deliveries.map((d) => d.kind);

  for (const job of scheduled) {
    const options = scheduledQueueOptions(job);
    await ensureQueue(boss, job.queue, options);
    await boss.schedule(job.queue, job.cron, undefined, job.tz === undefined ? undefined : { tz: job.tz });
    const handler = runnerHandler(sql, leases, job.queue, job.expireInSeconds, () => job.run());
    await boss.work(job.queue, { batchSize: 1, pollingIntervalSeconds: config.JOBS_POLL_SECONDS }, handler);
  }
  for (const job of scheduled) {
    // Queued, not run here: the queue's one-at-a-time policy and retries apply, and start is not held up.
    if (job.startsWhen && (await job.startsWhen())) await boss.send(job.queue, {});
  }
  const queues = [...outbox.queues, ...scheduled.map((j) => j.queue)];
  const unwatch = watchQueues(boss, queues);

  let stopping = false;
  // Requests a wake-up started and nobody awaits: stop() waits for them, or one would reach the
  // database after its pool has closed.
  const inFlight = new Set<Promise<void>>();
  const tracked = (work: () => Promise<void>): Promise<void> => {
    if (stopping) return Promise.resolve();
    const running = work().finally(() => inFlight.delete(running));
    inFlight.add(running);
    return running;
  };
  const request = (message: PendingMessage) => tracked(() => outbox.request(message));
  const failed = (what: string) => (error: unknown) =>
    logger.error({ message: error instanceof Error ? error.message : String(error) }, `очередь: ${what}`);

  const requestEvent = (eventKey: string) => tracked(() => outbox.requestEvent(eventKey));

  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping.then(async () => {
      const asked = new Set<string>();
      for (const message of await pendingMessages(db, kinds, SWEEP_BATCH)) {
        if (message.eventKey === null) await request(message);
        else if (!asked.has(message.eventKey)) {
          asked.add(message.eventKey);
          await requestEvent(message.eventKey);
        }
      }
    });
    return sweeping.catch(failed('не удалось просмотреть исходящие сообщения'));
  };
  const timer = setInterval(() => void sweep(), config.OUTBOX_SWEEP_SECONDS * 1000);
  timer.unref();

  const listener = listen(
    deps.url,
    OUTBOX_CHANNEL,
    {
      onNotify(payload) {
        // 'event:order:42:placed': the messages of one event; 'sms:17': a message alone.
        if (payload.startsWith('event:')) {
          requestEvent(payload.slice('event:'.length)).catch(failed('не удалось поставить сообщения события в очередь'));
          return;
        }
        const [kind, id] = payload.split(':');
        const message = { kind, id: Number(id) } as PendingMessage;
        if (kinds.includes(message.kind) && Number.isSafeInteger(message.id)) {
          request(message).catch(failed('не удалось поставить сообщение в очередь'));
        }
      },
      // Also the first sweep: whatever was committed while no runner listened.
      onConnect: () => void sweep(),
    },
    logger,
  );
  await listener.ready;
  logger.info({ queues }, 'очередь заданий запущена');

  return {
    sweep,
    run(queue) {
      const job = scheduled.find((j) => j.queue === queue);
      if (!job) throw new Error(`no scheduled job ${queue}`);
      return job.run();
    },
    async stop() {
      stopping = true;
      unwatch();
      clearInterval(timer);
      await listener.close();
      await sweeping.catch(() => undefined);
      await Promise.allSettled([...inFlight]);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000, close: false });
      // The last jobs' completions, which pg-boss writes without awaiting, and the jobs a fetch
      // on its way at stop brought (boss-sql.ts).
      await sql.settle();
      leases.stop();
      logger.info('очередь заданий остановлена');
    },
  };
}
