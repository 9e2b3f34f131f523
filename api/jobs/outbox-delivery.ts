/**
 * The outbox delivery job, one pg-boss queue per kind of message ('outbox.sms'; issue 12 adds
 * 'outbox.email' and 'outbox.receipt' with a sender each). A job is one message: its id follows
 * from the row's id, so the wake, the sweep and several runners asking for it make one job, and
 * pg-boss retries that job with back-off until it is sent or given up on.
 */
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Executor } from '../db/database';
import type { OutboxKind } from '../outbox/schema';
import { deliverMessage, type PendingMessage, type Sender } from '../outbox/service';

/** How one kind of outbox message leaves the shop. */
export interface OutboxDelivery {
  kind: OutboxKind;
  send: Sender;
  /** How long one try may wait on the other side, seconds (a hung try is retried after 3×). */
  timeoutSeconds: number;
}

export interface OutboxJobData {
  outboxId: number;
}

export const outboxQueue = (kind: OutboxKind) => `outbox.${kind}`;

/** The job's id for message `id`: a UUID (what pg-boss takes) drawn from it, the same everywhere. */
export function outboxJobId(id: number): string {
  const hex = createHash('sha1').update(`outbox:${id}`).digest('hex');
  // Shaped as a version 5 (name-based) UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The queue's retry policy, from the configuration (updated at each start, so a change applies). */
export function outboxQueueOptions(config: ApiConfig, timeoutSeconds: number) {
  return {
    policy: 'standard' as const,
    retryLimit: config.OUTBOX_RETRY_LIMIT,
    retryDelay: config.OUTBOX_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    // A try hung longer than this is counted failed and retried (its row lock is long gone by then).
    expireInSeconds: Math.max(60, Math.ceil(timeoutSeconds * 3)),
  };
}

/** Asks for message `message` to be delivered; a job that exists for it already is left as it is. */
export async function requestDelivery(boss: PgBoss, message: PendingMessage): Promise<boolean> {
  const id = await boss.send(outboxQueue(message.kind), { outboxId: message.id } satisfies OutboxJobData, {
    id: outboxJobId(message.id),
  });
  return id !== null;
}

/** The handler of a kind's queue: delivers each job's message; a retryable failure throws for a retry. */
export function outboxHandler(db: Executor, delivery: OutboxDelivery, logger: Logger) {
  return async (jobs: Array<{ id: string; data: OutboxJobData; retryCount: number; retryLimit: number }>) => {
    for (const job of jobs) {
      const message = { id: job.data.outboxId, kind: delivery.kind };
      const result = await deliverMessage(db, message, delivery.send, { lastTry: job.retryCount >= job.retryLimit });
      const context = { outboxId: message.id, kind: message.kind, try: job.retryCount + 1 };
      if (result.outcome === 'sent') logger.info(context, 'сообщение из очереди отправлено');
      if (result.outcome === 'failed') logger.error({ ...context, error: result.error }, 'сообщение не отправлено: больше не пытаемся');
      if (result.outcome === 'retry') {
        logger.warn({ ...context, error: result.error }, 'сообщение не отправлено: попробуем позже');
        throw new Error(result.error);
      }
    }
  };
}
