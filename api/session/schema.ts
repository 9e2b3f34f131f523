import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';
import { users } from '../profile/schema';

/**
 * A browser's session (guests too): the cookie holds a random token, the table only its SHA-256,
 * so a leaked database does not hand out sessions. A guest's session gains the account's id at
 * sign-in (the token is then rotated); while signed in, the basket, favourites and orders are the
 * account's, shared by every browser signed in to it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    /** The signed-in account; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt), index('sessions_user_idx').on(t.userId)],
);
