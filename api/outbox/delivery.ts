/**
 * Delivering the outbox's messages, whatever sends them: the job runner (api/jobs/) calls these
 * with a sender per kind. A message is sent at most once in the normal path: its row stays locked
 * (FOR UPDATE) from the check that it is still pending until it is marked sent, so a second runner
 * that reaches it meanwhile skips it (SKIP LOCKED) instead of sending it again.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { outbox, type OutboxKind } from './schema';

/** What a sender throws when the message can never go (a bad number): it is not retried. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
  }
}

export interface PendingMessage {
  id: number;
  kind: OutboxKind;
}

/**
 * Sends one message. `reference` is our id of it ('outbox:42'), the idempotency key where the
 * receiving side takes one. Resolves with the receiver's id of it; throws to fail the try.
 */
export type Sender = (payload: unknown, reference: string) => Promise<{ externalId?: string }>;

export type DeliveryOutcome =
  /** Delivered now. */
  | { outcome: 'sent' }
  /** Nothing to do: already sent or given up on, or another runner is sending it right now. */
  | { outcome: 'skipped' }
  /** This try failed and another may succeed: the caller retries later. */
  | { outcome: 'retry'; error: string }
  /** Given up on: refused for good, or this was the last try. */
  | { outcome: 'failed'; error: string };

const pending = () => and(isNull(outbox.sentAt), isNull(outbox.failedAt));

/**
 * Tries to deliver message `id` of `kind`, counting the try. `lastTry`: a retryable failure now
 * gives the message up (failed_at) instead of leaving it pending.
 */
export async function deliverMessage(
  db: Executor,
  message: PendingMessage,
  send: Sender,
  options: { lastTry: boolean },
): Promise<DeliveryOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: outbox.id, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.id, message.id), eq(outbox.kind, message.kind), pending()))
      .for('update', { skipLocked: true });
    if (!row) return { outcome: 'skipped' } as const;

    const tried = { attempts: sql`${outbox.attempts} + 1` };
    try {
      const { externalId } = await send(row.payload, `outbox:${row.id}`);
      await tx
        .update(outbox)
        .set({ ...tried, sentAt: sql`now()`, externalId: externalId ?? null, lastError: null })
        .where(eq(outbox.id, row.id));
      return { outcome: 'sent' } as const;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const giveUp = error instanceof PermanentDeliveryError || options.lastTry;
      await tx
        .update(outbox)
        .set({ ...tried, lastError: text.slice(0, 1000), failedAt: giveUp ? sql`now()` : null })
        .where(eq(outbox.id, row.id));
      return giveUp ? ({ outcome: 'failed', error: text } as const) : ({ outcome: 'retry', error: text } as const);
    }
  });
}

/** The oldest pending messages of `kinds`, for the sweep that finds what no wake reached. */
export async function pendingMessages(db: Executor, kinds: OutboxKind[], limit: number): Promise<PendingMessage[]> {
  if (kinds.length === 0) return [];
  return db
    .select({ id: outbox.id, kind: outbox.kind })
    .from(outbox)
    .where(and(pending(), inArray(outbox.kind, kinds)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(limit);
}
