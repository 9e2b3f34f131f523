/**
 * The worker of the queue 'outbox.event': one job per event whose messages go out together (an
 * order's notices), taken OUTBOX_EVENT_BATCH at a time. docs/decisions/024 (round 4).
 */
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import { ensureQueue } from './ensure-queue';
import { drainingWork } from './draining-work';
import { jobFailures } from './metrics';
import {
  OUTBOX_EVENT_BATCH,
  OUTBOX_EVENT_QUEUE,
  outboxEventHandler,
  outboxQueueOptions,
  requestEventDelivery,
  type OutboxDelivery,
  type OutboxEventJobData,
} from './outbox-delivery';

export interface EventWorker {
  queue: string;
  /** Asks for event `eventKey`'s job, and wakes the worker when it is new. */
  request(eventKey: string): Promise<void>;
}

/** Most messages one event sends (an order's SMS and two letters): a job's work is bounded by their timeouts. */
const MESSAGES_PER_EVENT = 3;

export async function startEventWorker(deps: {
  boss: PgBoss;
  db: Executor;
  config: ApiConfig;
  logger: Logger;
  deliveries: readonly OutboxDelivery[];
}): Promise<EventWorker | null> {
  const { boss, db, config, logger, deliveries } = deps;
  if (deliveries.length === 0) return null;
  const queue = OUTBOX_EVENT_QUEUE;
  // A batch is one handler call, timed as a whole: its jobs' slowest sends, one after another.
  const slowest = Math.max(...deliveries.map((d) => d.timeoutSeconds));
  const options = outboxQueueOptions(config, slowest * MESSAGES_PER_EVENT * OUTBOX_EVENT_BATCH);
  await ensureQueue(boss, queue, options);
  const handle = outboxEventHandler(db, deliveries, logger, async (jobId, error) => {
    jobFailures.inc({ queue });
    await boss.fail(queue, jobId, { message: error });
  });
  const workerId = await drainingWork<OutboxEventJobData>(
    boss,
    queue,
    { batchSize: OUTBOX_EVENT_BATCH, pollingIntervalSeconds: config.JOBS_POLL_SECONDS },
    handle,
  );
  return {
    queue,
    async request(eventKey) {
      if (await requestEventDelivery(boss, eventKey)) boss.notifyWorker(workerId);
    },
  };
}
