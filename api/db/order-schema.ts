/**
 * Orders, delivery, payments and the outbox (issue 4). An order copies what was bought (names,
 * sizes, prices) so that later catalogue changes never rewrite it; stock is taken from `offers` in
 * the same transaction that writes the order. Money in kopecks.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { coupons } from './basket-schema';
import { offers, products, sessions } from './catalog-schema';

/** Ways to deliver, with their prices; the owner edits prices here. */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    code: text('code', { enum: ['pickup', 'courier'] }).primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    /** Free from this goods sum (after the coupon); null = never free. */
    freeFromKopecks: integer('free_from_kopecks'),
    sort: integer('sort').notNull().default(500),
  },
  (t) => [
    check('delivery_methods_price_nonnegative', sql`${t.priceKopecks} >= 0`),
    check('delivery_methods_free_from_nonnegative', sql`${t.freeFromKopecks} IS NULL OR ${t.freeFromKopecks} >= 0`),
  ],
);

/** Pickup points of the courier company the shop ships with. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** Opening hours as shoppers read them: 'пн–пт 10:00–21:00, сб–вс 10:00–18:00'. */
    schedule: text('schedule').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('pickup_points_city_idx').on(t.city)],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Unguessable, shown to the shopper and used in URLs (10 characters of a 32-letter alphabet). */
    code: text('code').notNull().unique(),
    /** The browser that placed it; the order stays when the session is cleaned up. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** A retry of the same placement with the same key returns this order. */
    idempotencyKey: text('idempotency_key'),
    /** 'checkout' from the checkout page; 'fast' from the one-click form (product page or basket). */
    kind: text('kind', { enum: ['checkout', 'fast'] }).notNull(),
    status: text('status', { enum: ['new', 'paid', 'cancelled'] }).notNull().default('new'),
    name: text('name').notNull(),
    /** Eleven digits starting with 7. */
    phone: text('phone').notNull(),
    email: text('email'),
    comment: text('comment').notNull().default(''),
    /** Null for a one-click order: the manager agrees delivery on the phone. */
    deliveryMethod: text('delivery_method', { enum: ['pickup', 'courier'] }),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    address: text('address'),
    paymentMethod: text('payment_method', { enum: ['sbp', 'cash'] }).notNull(),
    goodsKopecks: integer('goods_kopecks').notNull(),
    discountKopecks: integer('discount_kopecks').notNull().default(0),
    deliveryKopecks: integer('delivery_kopecks').notNull().default(0),
    totalKopecks: integer('total_kopecks').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    cardMessage: text('card_message').notNull().default(''),
    noPricesReceipt: boolean('no_prices_receipt').notNull().default(false),
    /** When the shopper ticked the personal-data consent (152-FZ). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('orders_session_idempotency_key').on(t.sessionId, t.idempotencyKey),
    index('orders_session_created_idx').on(t.sessionId, t.createdAt.desc()),
    check('orders_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    check(
      'orders_money',
      sql`${t.goodsKopecks} >= 0 AND ${t.discountKopecks} >= 0 AND ${t.discountKopecks} <= ${t.goodsKopecks} AND ${t.deliveryKopecks} >= 0 AND ${t.totalKopecks} = ${t.goodsKopecks} - ${t.discountKopecks} + ${t.deliveryKopecks}`,
    ),
    check(
      'orders_delivery_target',
      sql`(${t.deliveryMethod} IS DISTINCT FROM 'pickup' OR ${t.pickupPointId} IS NOT NULL) AND (${t.deliveryMethod} IS DISTINCT FROM 'courier' OR ${t.address} IS NOT NULL)`,
    ),
    check('orders_card_message_length', sql`char_length(${t.cardMessage}) <= 300`),
  ],
);

/** What was bought, copied at placement. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    picture: text('picture'),
    quantity: integer('quantity').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    oldPriceKopecks: integer('old_price_kopecks'),
    /** This line's share of the coupon discount (for the 54-FZ receipt's per-line sums). */
    discountKopecks: integer('discount_kopecks').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_money',
      sql`${t.priceKopecks} >= 0 AND ${t.discountKopecks} >= 0 AND ${t.discountKopecks} <= ${t.priceKopecks} * ${t.quantity}`,
    ),
  ],
);

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

/**
 * Messages to the outside world (54-FZ receipts, SMS, e-mail), written in the transaction of the
 * change that causes them and sent later. `dedupeKey` makes each one exist once ('receipt:42').
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['receipt', 'sms', 'email'] }).notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} IS NULL`)],
);

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

/** One use of a coupon, written by the order that used it (counted per session for per-customer limits). */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_usages_coupon_session_idx').on(t.couponId, t.sessionId), unique('coupon_usages_order').on(t.orderId)],
);
