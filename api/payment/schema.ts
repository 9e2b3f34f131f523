import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { ACTOR_KINDS, orders } from '../order/schema';

/**
 * What a payment is for: the order's own sum (one row per order and provider, started over for a
 * fresh link), or a surcharge, the difference an edit of a paid order's lines added (decision 051).
 */
export const PAYMENT_KINDS = ['order', 'surcharge'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A surcharge still asked for: not paid, not withdrawn (its link out, or to be made again). */
export const isOpenSurcharge = (t: { kind: AnyPgColumn; status: AnyPgColumn; withdrawnAt: AnyPgColumn }) =>
  sql`${t.kind} = 'surcharge' AND ${t.status} <> 'succeeded' AND ${t.withdrawnAt} IS NULL`;

/**
 * An order's payments: its own (one per provider) and its surcharges (at most one open at a time);
 * each confirmed at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: identity(),
    orderId: belongsTo('order_id', () => orders.id, 'cascade'),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('order'),
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
    /**
     * A surcharge the shop no longer asks for: a later edit replaced it with one for the new
     * difference, or with none. Its link pays nothing due: money for it is flagged refund_due_at.
     */
    withdrawnAt: moment('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('payments_order_provider_once')
      .on(t.orderId, t.provider)
      .where(sql`${t.kind} = 'order'`),
    // Never two open links for one order's difference: a new surcharge withdraws the open one first.
    uniqueIndex('payments_open_surcharge').on(t.orderId).where(isOpenSurcharge(t)),
    index('payments_order_idx').on(t.orderId),
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
