import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, moment } from '../db/columns';
import { orders } from '../order/schema';
import { sessions } from '../session/schema';

/** Requests from the site's forms (spec §7.4): a call back, a one-click order. */
export const formRequests = pgTable(
  'form_requests',
  {
    id: identity(),
    kind: text('kind', { enum: ['callback', 'smartOrder'] }).notNull(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    /** The order a one-click request placed. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    consentAt: moment('consent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('form_requests_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`)],
);
