import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A browser's session (guests too): the cookie holds a random token, the table only its SHA-256,
 * so a leaked database does not hand out sessions. Baskets and orders hang off it later.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
);
