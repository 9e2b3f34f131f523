import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';

/**
 * A browser's session (guests too): the cookie holds a random token, the table only its SHA-256,
 * so a leaked database does not hand out sessions. Baskets and orders hang off it later.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
);
