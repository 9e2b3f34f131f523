import type { Executor } from '../db/database';
import { outbox } from './schema';

export interface OutboxMessage {
  kind: 'receipt' | 'sms' | 'email';
  /** Makes the message exist once whoever writes it twice ('receipt:42'). */
  dedupeKey: string;
  payload: unknown;
}

/**
 * Writes a message to the outbox inside the caller's transaction, so that it exists exactly when
 * the change that causes it commits; a second write with the same key is ignored. A job sends it.
 */
export async function enqueueMessage(tx: Executor, message: OutboxMessage): Promise<void> {
  await tx.insert(outbox).values(message).onConflictDoNothing({ target: outbox.dedupeKey });
}
