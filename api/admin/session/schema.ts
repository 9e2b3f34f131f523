import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../../db/columns';
import { staff } from '../staff/schema';

/**
 * A staff member's session in the back office (docs/decisions/045), apart from the shoppers'
 * `sessions`: the `staff_session` cookie holds a random token, the table its SHA-256. A session
 * starts half (`second-factor`: the password passed, for a few minutes) and becomes `signed-in`
 * with the code, under a new token and a new CSRF token; it ends after ADMIN_SESSION_IDLE_HOURS
 * without use, at sign-out, or when the owner resets or disables the account.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: belongsTo('staff_id', () => staff.id, 'cascade'),
    step: text('step', { enum: ['second-factor', 'signed-in'] }).notNull(),
    /** An enrolment's TOTP secret until its first code confirms it (then it moves to the account). */
    pendingSecret: text('pending_secret'),
    /** Sent back in X-CSRF-Token on every state-changing call; null while half. */
    csrfToken: text('csrf_token'),
    /** The address it signed in from (as the limits read it): the address the limits trust for this account. */
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Written at most every few minutes (the touch): the idle hours count from it. */
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    endedAt: moment('ended_at'),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_step_known', sql`${t.step} IN ('second-factor', 'signed-in')`),
    check('staff_sessions_user_agent_length', sql`char_length(${t.userAgent}) <= 512`),
  ],
);
