/**
 * The outbox delivery job: pg-boss queues that deliver the outbox's messages by the outbox's rule
 * (api/outbox/delivery.ts: claim, send, mark; given up on a refusal for good or the last try). A
 * queue per kind of message ('outbox.sms', 'outbox.email', 'outbox.receipt', a sender each:
 * outbox-sms.ts, …) whose job is one message: its id follows from the row's id, so the wake, the
 * sweep and several runners asking for it make one job, and pg-boss retries that job with back-off
 * until it is sent or given up on. The messages of one event (an order's notices, the outbox's
 * event_key) are one job of the queue 'outbox.event' instead, its id drawn from the event, taken
 * OUTBOX_EVENT_BATCH at a time (docs/decisions/024, round 4).
 */
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import type { OutboxKind } from '../outbox/schema';
import { deliverEvent, deliverMessage, sharedReads, type MessageOutcome, type PendingMessage, type Sender } from '../outbox/service';
import type { BossSql } from './boss-sql';
import { drainingWork } from './draining-work';
import { ensureQueue } from './ensure-queue';
import type { Leases } from './lease';
import { jobFailures } from './metrics';

/** How one kind of outbox message leaves the shop. */
export interface OutboxDelivery {
  kind: OutboxKind;
  send: Sender;
  /** How long one try may wait on the other side, seconds (a hung try is retried after 3×). */
  timeoutSeconds: number;
}

interface OutboxJobData {
  outboxId: number;
}

interface OutboxEventJobData {
  eventKey: string;
}

const outboxQueue = (kind: OutboxKind) => `outbox.${kind}`;
export const OUTBOX_EVENT_QUEUE = 'outbox.event';

/**
 * Jobs an event runner takes at once: under a backlog one fetch and one completion serve five
 * events. Each job's messages are claimed, sent and marked apart (deliverEvent), and a job whose
 * messages must be retried is failed alone (outboxEventHandler), so the batch is not all or nothing.
 */
const OUTBOX_EVENT_BATCH = 5;

/** The job's id for message `id`: a UUID (what pg-boss takes) drawn from it, the same everywhere. */
const outboxJobId = (id: number): string => uuidFrom(`outbox:${id}`);

/** The job's id for event `eventKey` ('order:42:placed'), likewise. */
export const outboxEventJobId = (eventKey: string): string => uuidFrom(`outbox-event:${eventKey}`);

function uuidFrom(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  // Shaped as a version 5 (name-based) UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The queue's retry policy, from the configuration (updated at each start, so a change applies). */
function outboxQueueOptions(config: ApiConfig, timeoutSeconds: number) {
  return {
    policy: 'standard' as const,
    retryLimit: config.OUTBOX_RETRY_LIMIT,
    retryDelay: config.OUTBOX_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // A try hung longer than this is counted failed and retried (its row lock is long gone by then);
    // a runner that died in the middle of one loses it sooner, at the end of its lease (lease.ts).
    expireInSeconds: Math.max(60, Math.ceil(timeoutSeconds * 3)),
  };
}

/** Asks for message `message` to be delivered; a job that exists for it already is left as it is. */
async function requestDelivery(boss: PgBoss, message: PendingMessage): Promise<boolean> {
  const id = await boss.send(outboxQueue(message.kind), { outboxId: message.id } satisfies OutboxJobData, {
    id: outboxJobId(message.id),
  });
  return id !== null;
}

/** Asks for the messages of event `eventKey` to be delivered, by one job. */
async function requestEventDelivery(boss: PgBoss, eventKey: string): Promise<boolean> {
  const id = await boss.send(OUTBOX_EVENT_QUEUE, { eventKey } satisfies OutboxEventJobData, { id: outboxEventJobId(eventKey) });
  return id !== null;
}

/** What the handlers read of a pg-boss job (its queue is worked with `includeMetadata`). */
type Job<T> = Pick<PgBoss.JobWithMetadata<T>, 'id' | 'data' | 'retryCount' | 'retryLimit'>;

/** Logs what became of a message; answers the error when it is to be retried. */
function report(logger: Logger, result: MessageOutcome, job: Job<unknown>): string | null {
  const context = { outboxId: result.id, kind: result.kind, try: job.retryCount + 1 };
  if (result.outcome === 'sent') logger.info(context, 'сообщение из очереди отправлено');
  if (result.outcome === 'failed') logger.error({ ...context, error: result.error }, 'сообщение не отправлено: больше не пытаемся');
  if (result.outcome !== 'retry') return null;
  logger.warn({ ...context, error: result.error }, 'сообщение не отправлено: попробуем позже');
  return result.error;
}

/** The handler of a kind's queue: delivers each job's message; a retryable failure throws for a retry. */
function outboxHandler(db: Executor, delivery: OutboxDelivery, logger: Logger) {
  return async (jobs: Job<OutboxJobData>[]) => {
    for (const job of jobs) {
      const message = { id: job.data.outboxId, kind: delivery.kind };
      const result = await deliverMessage(db, message, delivery.send, { lastTry: job.retryCount >= job.retryLimit });
      const error = report(logger, { ...message, ...result }, job);
      if (error !== null) throw new Error(error);
    }
  };
}

/**
 * The handler of the event queue: delivers each job's messages with the senders of their kinds.
 * A job with a message to retry is failed by `retry` (pg-boss then retries it with back-off, and
 * that retry finds only the messages still pending); the others are completed with the batch.
 */
function outboxEventHandler(
  db: Executor,
  deliveries: readonly OutboxDelivery[],
  logger: Logger,
  retry: (jobId: string, error: string) => Promise<void>,
) {
  const senders = new Map(deliveries.map((d) => [d.kind, d.send] as const));
  return async (jobs: Job<OutboxEventJobData>[]) => {
    // The batch's letters read the shop's footer once (each event its own order).
    const shared = sharedReads();
    for (const job of jobs) {
      let errors: string[];
      try {
        const results = await deliverEvent(db, job.data.eventKey, senders, { lastTry: job.retryCount >= job.retryLimit, shared });
        errors = results.map((result) => report(logger, result, job)).filter((error) => error !== null);
      } catch (error) {
        // The database failed this job's transaction (nothing of it was marked): this job alone is retried.
        errors = [error instanceof Error ? error.message : String(error)];
        logger.warn({ eventKey: job.data.eventKey, error: errors[0] }, 'сообщения события не отправлены: попробуем позже');
      }
      if (errors.length > 0) await retry(job.id, errors.join('; '));
    }
  };
}

export interface OutboxDeliveryJob {
  /** Its queues, each kind's and the events'. */
  queues: string[];
  /** Asks for message `message`'s job, and wakes its worker when it is new. */
  request(message: PendingMessage): Promise<void>;
  /** Asks for event `eventKey`'s job, likewise. */
  requestEvent(eventKey: string): Promise<void>;
}

/** Most messages one event sends (an order's SMS and two letters): a job's work is bounded by their timeouts. */
const MESSAGES_PER_EVENT = 3;

/** Makes the job's queues and starts a worker on each: a message per job for each kind, events in batches. */
export async function startOutboxDelivery(deps: {
  boss: PgBoss;
  /** pg-boss's queries, which also count the handlers' runs (boss-sql.ts). */
  sql: BossSql;
  db: Executor;
  config: ApiConfig;
  logger: Logger;
  deliveries: readonly OutboxDelivery[];
  leases: Leases;
}): Promise<OutboxDeliveryJob> {
  const { boss, sql, db, config, logger, deliveries, leases } = deps;
  const polling = config.JOBS_POLL_SECONDS;
  const workers = new Map<OutboxKind, string>();
  for (const delivery of deliveries) {
    const queue = outboxQueue(delivery.kind);
    const queueOptions = outboxQueueOptions(config, delivery.timeoutSeconds);
    await ensureQueue(boss, queue, queueOptions);
    const handle = outboxHandler(db, delivery, logger);
    const options = { batchSize: 1, pollingIntervalSeconds: polling, longestRunSeconds: queueOptions.expireInSeconds };
    workers.set(delivery.kind, await drainingWork<OutboxJobData>(boss, sql, leases, queue, options, handle));
  }
  const queues = deliveries.map((d) => outboxQueue(d.kind));
  if (deliveries.length === 0) return { queues, request: async () => undefined, requestEvent: async () => undefined };

  const queue = OUTBOX_EVENT_QUEUE;
  // A batch is one handler call, timed as a whole: its jobs' slowest sends, one after another.
  const slowest = Math.max(...deliveries.map((d) => d.timeoutSeconds));
  const queueOptions = outboxQueueOptions(config, slowest * MESSAGES_PER_EVENT * OUTBOX_EVENT_BATCH);
  await ensureQueue(boss, queue, queueOptions);
  const handle = outboxEventHandler(db, deliveries, logger, async (jobId, error) => {
    jobFailures.inc({ queue });
    await boss.fail(queue, jobId, { message: error });
  });
  const options = { batchSize: OUTBOX_EVENT_BATCH, pollingIntervalSeconds: polling, longestRunSeconds: queueOptions.expireInSeconds };
  const eventWorker = await drainingWork<OutboxEventJobData>(boss, sql, leases, queue, options, handle);
  return {
    queues: [...queues, queue],
    async request(message) {
      // A new job: tell its worker now instead of at its next poll.
      if (await requestDelivery(boss, message)) boss.notifyWorker(workers.get(message.kind)!);
    },
    async requestEvent(eventKey) {
      if (await requestEventDelivery(boss, eventKey)) boss.notifyWorker(eventWorker);
    },
  };
}
