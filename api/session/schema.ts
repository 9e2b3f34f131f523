import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';
import { users } from '../profile/schema';

/**
 * A browser's session (guests too): the cookie holds a random token, the table only its SHA-256,
 * so a leaked database does not hand out sessions. A guest's session gains the account's id at
 * sign-in (the token is then rotated); while signed in, the basket, favourites and orders are the
 * account's, shared by every browser signed in to it.
 *
 * A session ends after SESSION_IDLE_DAYS without use or SESSION_MAX_DAYS after its token was issued
 * (an expired token names no session), at sign-out and at «Выйти на всех устройствах»; an ended row's
 * token is retired and the clean-up job (api/jobs/session-cleanup.ts) takes what nobody can reach.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** When the current token was issued (at the row's making, again at sign-in): SESSION_MAX_DAYS count from it. */
    issuedAt: moment('issued_at').notNull().defaultNow(),
    /** Written at most once an hour (the touch): SESSION_IDLE_DAYS count from it. */
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    /** The signed-in account; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's User-Agent at sign-in and at the last touch (capped), for «Где вы вошли». */
    userAgent: text('user_agent'),
    /** When it ended (sign-out, «Выйти на всех устройствах», expiry seen by the clean-up); its token is retired then. */
    endedAt: moment('ended_at'),
  },
  (t) => [
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    index('sessions_issued_idx').on(t.issuedAt),
    index('sessions_user_idx').on(t.userId),
    check('sessions_user_agent_length', sql`char_length(${t.userAgent}) <= 512`),
  ],
);
