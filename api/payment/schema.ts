import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from '../order/schema';

/** One payment attempt per order and provider; confirmed at most once. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'yookassa'] }).notNull(),
    /** The acquirer's payment id. */
    externalId: text('external_id'),
    /** Sent as Idempotence-Key when creating the payment at the acquirer. */
    idempotenceKey: text('idempotence_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'cancelled'] }).notNull().default('pending'),
    amountKopecks: integer('amount_kopecks').notNull(),
    /** The SBP link (NSPK format) the QR code encodes and phones open. */
    sbpPayload: text('sbp_payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('payments_order_provider').on(t.orderId, t.provider),
    unique('payments_provider_external_id').on(t.provider, t.externalId),
    check('payments_amount_positive', sql`${t.amountKopecks} > 0`),
  ],
);
