import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';

/** What the outbox carries; each kind is delivered by its own job (api/jobs/). */
export const OUTBOX_KINDS = ['receipt', 'sms', 'email', 'refund'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Messages to the outside world (54-FZ receipts, SMS, e-mail, refunds asked of the acquirer), written in the transaction of the
 * change that causes them and sent later. `dedupeKey` makes each one exist once ('receipt:42').
 * A row is pending until `sent_at` (delivered) or `failed_at` (refused for good, or out of retries);
 * a trigger (migration 0009) NOTIFYs the job runner when a row commits.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: identity(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /**
     * The change whose messages these are, when several go out together ('order:42:placed': the
     * buyer's SMS and letter, the shop's letter): they are delivered by one job, which reads what
     * they share once (docs/decisions/024, round 4). Null: the message is a job of its own.
     */
    eventKey: text('event_key'),
    payload: jsonb('payload').notNull(),
    /** Tries made to deliver it, successful or not. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    /** Given up on: a permanent refusal (a bad number) or the last retry failed. */
    failedAt: moment('failed_at'),
    /** Why the last try failed, for the people who run the shop. */
    lastError: text('last_error'),
    /** The gateway's id of the delivered message (SMS.ru's sms_id), to look it up in its cabinet. */
    externalId: text('external_id'),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    // An event's job claims its pending messages by this (a handful of rows: the backlog's, at most).
    index('outbox_unsent_event_idx')
      .on(t.eventKey)
      .where(sql`${t.eventKey} IS NOT NULL AND ${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
