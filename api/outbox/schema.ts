import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';

/**
 * Messages to the outside world (54-FZ receipts, SMS, e-mail), written in the transaction of the
 * change that causes them and sent later. `dedupeKey` makes each one exist once ('receipt:42').
 */
export const outbox = pgTable(
  'outbox',
  {
    id: identity(),
    kind: text('kind', { enum: ['receipt', 'sms', 'email'] }).notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
