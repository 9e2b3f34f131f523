/**
 * Delivering the outbox's messages, the rule whatever sends them: the outbox delivery job
 * (api/jobs/outbox.ts) calls these with a sender per kind. A message is sent at most once in the
 * normal path: its row stays locked (FOR UPDATE) from the check that it is still pending until it
 * is marked sent, so a second runner that reaches it meanwhile skips it (SKIP LOCKED) instead of
 * sending it again. The messages of one event (an order's notices) are claimed, sent and marked
 * together, in one transaction. A failed try is given up on when it is a refusal for good
 * (refusal.ts) or the job's last; otherwise it stays pending for the job to retry.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { namedStatement } from '../db/named';
import { outbox, type OutboxKind } from './schema';
import { isFinalRefusal } from './refusal';
import { sharedReads, type SharedReads } from './shared-reads';

export interface PendingMessage {
  id: number;
  kind: OutboxKind;
}

/**
 * Sends one message. `reference` is our id of it ('outbox:42'), the idempotency key where the
 * receiving side takes one; `shared` keeps what the messages delivered together read once (their
 * order). Resolves with the receiver's id of it; throws to fail the try.
 */
export type Sender = (payload: unknown, reference: string, shared: SharedReads) => Promise<{ externalId?: string }>;

export type DeliveryOutcome =
  /** Delivered now. */
  | { outcome: 'sent' }
  /** Nothing to do: already sent or given up on, or another runner is sending it right now. */
  | { outcome: 'skipped' }
  /** This try failed and another may succeed: the caller retries later. */
  | { outcome: 'retry'; error: string }
  /** Given up on: refused for good, or this was the last try. */
  | { outcome: 'failed'; error: string };

export type MessageOutcome = DeliveryOutcome & PendingMessage;

export interface DeliveryOptions {
  /** A retryable failure now gives the message up (failed_at) instead of leaving it pending. */
  lastTry: boolean;
  /** Reads shared with other deliveries (a job batch's events read the shop's footer once); new by default. */
  shared?: SharedReads;
}

interface ClaimedRow extends PendingMessage {
  payload: unknown;
}

const pending = () => and(isNull(outbox.sentAt), isNull(outbox.failedAt));

/**
 * The tries of `rows`, counted and marked in one statement: sent (with the receiver's id), or
 * failed with the reason, given up on when `giveUp`.
 */
const markTriesStatement = namedStatement(
  'outbox_mark_tries',
  sql`UPDATE outbox SET attempts = outbox.attempts + 1,
             sent_at = CASE WHEN m.error IS NULL THEN now() END,
             external_id = m.external_id, last_error = m.error,
             failed_at = CASE WHEN m.give_up THEN now() END
        FROM unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('externalIds')}::text[],
                    ${sql.placeholder('errors')}::text[], ${sql.placeholder('giveUps')}::bool[])
             AS m(id, external_id, error, give_up)
       WHERE outbox.id = m.id`,
);

async function markTries(tx: Executor, marks: { id: number; externalId: string | null; error: string | null; giveUp: boolean }[]) {
  await markTriesStatement(tx, {
    ids: marks.map((m) => m.id),
    externalIds: marks.map((m) => m.externalId),
    errors: marks.map((m) => m.error),
    giveUps: marks.map((m) => m.giveUp),
  });
}

/** The pending messages of one event that this runner has senders for, locked, letters first (deliverEvent). */
const claimEventStatement = namedStatement<ClaimedRow>(
  'outbox_claim_event',
  sql`SELECT id, kind, payload FROM outbox
       WHERE event_key = ${sql.placeholder('eventKey')} AND kind = ANY(${sql.placeholder('kinds')}::text[])
         AND sent_at IS NULL AND failed_at IS NULL
       ORDER BY kind, id FOR UPDATE SKIP LOCKED`,
);

/** Sends each claimed row in turn and marks them all before the caller's transaction ends. */
async function sendClaimed(
  tx: Executor,
  rows: ClaimedRow[],
  senderOf: (kind: OutboxKind) => Sender,
  { lastTry, shared = sharedReads() }: DeliveryOptions,
): Promise<MessageOutcome[]> {
  const marks: Parameters<typeof markTries>[1] = [];
  const outcomes: MessageOutcome[] = [];
  for (const row of rows) {
    const message = { id: row.id, kind: row.kind };
    try {
      const { externalId } = await senderOf(row.kind)(row.payload, `outbox:${row.id}`, shared);
      marks.push({ id: row.id, externalId: externalId ?? null, error: null, giveUp: false });
      outcomes.push({ ...message, outcome: 'sent' });
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'ошибка без текста';
      const giveUp = isFinalRefusal(error) || lastTry;
      marks.push({ id: row.id, externalId: null, error: text, giveUp });
      outcomes.push({ ...message, outcome: giveUp ? 'failed' : 'retry', error: text });
    }
  }
  if (marks.length > 0) await markTries(tx, marks);
  return outcomes;
}

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
    const rows = await tx
      .select({ id: outbox.id, kind: outbox.kind, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.id, message.id), eq(outbox.kind, message.kind), pending()))
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { outcome: 'skipped' } as const;
    const { id: _id, kind: _kind, ...outcome } = (await sendClaimed(tx, rows, () => send, options))[0]!;
    return outcome;
  });
}

/**
 * Tries to deliver the pending messages of event `eventKey` ('order:42:placed') that `senders`
 * know, each as deliverMessage would: one claim, the sends in turn (a failure of one leaves the
 * others to go), one mark for all, one commit. Letters before SMS ('email' < 'sms'): SMS.ru takes no
 * idempotency key, so sent last it is re-sent by a crash only in the window it has alone, while a
 * letter re-sent carries its Message-ID (decision 026). Answers what became of each message claimed.
 */
export async function deliverEvent(
  db: Executor,
  eventKey: string,
  senders: ReadonlyMap<OutboxKind, Sender>,
  options: DeliveryOptions,
): Promise<MessageOutcome[]> {
  return db.transaction(async (tx) => {
    const claimed = await claimEventStatement(tx, { eventKey, kinds: [...senders.keys()] });
    return sendClaimed(tx, claimed.rows, (kind) => senders.get(kind)!, options);
  });
}

/** The oldest pending messages of `kinds`, for the sweep that finds what no wake reached. */
export async function pendingMessages(
  db: Executor,
  kinds: OutboxKind[],
  limit: number,
): Promise<(PendingMessage & { eventKey: string | null })[]> {
  if (kinds.length === 0) return [];
  return db
    .select({ id: outbox.id, kind: outbox.kind, eventKey: outbox.eventKey })
    .from(outbox)
    .where(and(pending(), inArray(outbox.kind, kinds)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(limit);
}
