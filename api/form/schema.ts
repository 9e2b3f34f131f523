import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../order/schema';
import { sessions } from '../session/schema';

/** Requests from the site's forms (spec §7.4): a call back, a one-click order. */
export const formRequests = pgTable(
  'form_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['callback', 'smartOrder'] }).notNull(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    /** The order a one-click request placed. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('form_requests_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`)],
);
