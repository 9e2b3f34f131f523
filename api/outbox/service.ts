import { eq, sql, type WithSubquery } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { outbox, type OutboxKind } from './schema';

export { PermanentDeliveryError } from './refusal';
export {
  deliverEvent,
  deliverMessage,
  pendingMessages,
  type DeliveryOutcome,
  type MessageOutcome,
  type PendingMessage,
  type Sender,
} from './delivery';
export { sharedReads, type SharedReads } from './shared-reads';

/** The channel the outbox's trigger NOTIFYs on commit: 'kind:id' for a message (migration 0009), 'event:<key>' for an event's messages (0013). */
export const OUTBOX_CHANNEL = 'outbox';

export interface OutboxMessage {
  kind: OutboxKind;
  /** Makes the message exist once whoever writes it twice ('receipt:42'). */
  dedupeKey: string;
  payload: unknown;
  /** The change it is one of the messages of ('order:42:placed'): they go out together, by one job. */
  eventKey?: string;
}

/**
 * Writes a message to the outbox inside the caller's transaction, so that it exists exactly when
 * the change that causes it commits; a second write with the same key is ignored. The commit wakes
 * the job runner (a trigger's NOTIFY), which sends it; the caller does nothing more.
 */
export async function enqueueMessage(tx: Executor, message: OutboxMessage): Promise<void> {
  await enqueueMessages(tx, [message]);
}

/**
 * Several messages in one statement (an order's notices), each ignored if its key exists.
 * `alongside`: writes of the caller's own (a data-modifying WITH, the order's history row) that
 * belong to the same change, sent in the same statement so that they cost no round trip more.
 */
export async function enqueueMessages(tx: Executor, messages: readonly OutboxMessage[], ...alongside: WithSubquery[]): Promise<void> {
  if (messages.length === 0) {
    // The caller's writes still go: PostgreSQL runs a data-modifying WITH whether or not the statement reads it.
    if (alongside[0])
      await tx
        .with(...alongside)
        .select({ done: sql`1` })
        .from(alongside[0]);
    return;
  }
  await tx
    .with(...alongside)
    .insert(outbox)
    .values([...messages])
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/** A message as the outbox holds it, by its dedupe key: what it carries and whether it went or was given up. */
export async function outboxMessageByKey(
  db: Executor,
  dedupeKey: string,
): Promise<{ payload: unknown; sentAt: Date | null; failedAt: Date | null } | null> {
  const [row] = await db
    .select({ payload: outbox.payload, sentAt: outbox.sentAt, failedAt: outbox.failedAt })
    .from(outbox)
    .where(eq(outbox.dedupeKey, dedupeKey));
  return row ?? null;
}
