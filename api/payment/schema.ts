import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { orders } from '../order/schema';

/** One payment attempt per order and provider; confirmed at most once. */
export const payments = pgTable(
  'payments',
  {
    id: identity(),
    orderId: belongsTo('order_id', () => orders.id, 'cascade'),
    provider: text('provider', { enum: ['sandbox', 'yookassa'] }).notNull(),
    /** The acquirer's payment id. */
    externalId: text('external_id'),
    /** Sent as Idempotence-Key when creating the payment at the acquirer. */
    idempotenceKey: text('idempotence_key').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'cancelled'] })
      .notNull()
      .default('pending'),
    amountKopecks: integer('amount_kopecks').notNull(),
    /** The SBP link (NSPK format) the QR code encodes and phones open. */
    sbpPayload: text('sbp_payload'),
    expiresAt: moment('expires_at'),
    createdAt: createdAt(),
    paidAt: moment('paid_at'),
    /**
     * Money that came for an order no longer waiting for it (cancelled as unpaid, or paid by another
     * payment): when it was recorded. Set until someone returns it (the back office).
     */
    refundDueAt: moment('refund_due_at'),
  },
  (t) => [
    unique('payments_order_provider').on(t.orderId, t.provider),
    unique('payments_provider_external_id').on(t.provider, t.externalId),
    check('payments_amount_positive', sql`${t.amountKopecks} > 0`),
  ],
);
