import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';
import { orders } from '../order/schema';
import { users } from '../profile/schema';
import { sessions } from '../session/schema';

/** Requests from the site's forms (spec §7.4): a call back, a one-click order. */
export const formRequests = pgTable(
  'form_requests',
  {
    id: identity(),
    kind: text('kind', { enum: ['callback', 'smartOrder'] }).notNull(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** The account signed in when it was sent (listed on /personal/feedback/). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    /** The order a one-click request placed. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    consentAt: moment('consent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('form_requests_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    index('form_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
