import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { ACTOR_KINDS, orders } from '../order/schema';

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

export const REFUND_STATUSES = ['pending', 'succeeded', 'cancelled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back from an order's payment, whole or in part (docs/decisions/047): written with its
 * outbox row when someone asks (requestRefund), sent to the acquirer by the outbox's job with its
 * idempotence key, 'succeeded' once the acquirer says the money is back. A pending refund counts
 * against what is left to return, so two askers never return more than was paid.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: identity(),
    orderId: belongsTo('order_id', () => orders.id, 'cascade'),
    paymentId: belongsTo('payment_id', () => payments.id, 'cascade'),
    /** Money returned to the payer's bank account (never a certificate's part: that goes back to the certificate). */
    amountKopecks: integer('amount_kopecks').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** Who asked, as the order's history names people (order_events.actor_kind, actor_id). */
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull(),
    actorId: text('actor_id'),
    /** Sent as the acquirer's Idempotence-Key: one refund there, whatever is retried. */
    idempotenceKey: text('idempotence_key').notNull().unique(),
    /** The acquirer's refund id, once it answered. */
    externalId: text('external_id'),
    createdAt: createdAt(),
    /** When the acquirer said the money is back. */
    refundedAt: moment('refunded_at'),
    /** When the acquirer refused it for good. */
    cancelledAt: moment('cancelled_at'),
  },
  (t) => [index('payment_refunds_order_idx').on(t.orderId), check('payment_refunds_amount_positive', sql`${t.amountKopecks} > 0`)],
);
