/**
 * Orders. An order copies what was bought (names, sizes, prices) so that later catalogue changes
 * never rewrite it; stock is taken from `offers` in the same transaction that writes the order.
 * Money in kopecks.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { offers, products } from '../catalog/schema';
import { coupons } from '../coupon/schema';
import { pickupPoints } from '../delivery/schema';
import { users } from '../profile/schema';
import { DELIVERY_PRICE_SOURCES } from '../../shared/contract/delivery-constants';
import { CANCEL_REASONS, ORDER_STATUSES } from '../../shared/contract/order-constants';
import { sessions } from '../session/schema';

/**
 * What the back office's search looks in (api/admin/orders/, decision 049): the shopper's name,
 * e-mail and phone and the order's code, lower-cased, as one text under a trigram index. The index
 * and the query must spell the expression alike, so both take it from here.
 */
export function orderSearchText(t: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn; code: AnyPgColumn }): SQL {
  return sql`lower(${t.name} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.phone} || ' ' || ${t.code})`;
}

/** The statuses as SQL literals, for the CHECKs that keep anything else out of the tables. */
const statusList = sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: identity(),
    /** Unguessable, shown to the shopper and used in URLs (10 characters of a 32-letter alphabet). */
    code: text('code').notNull().unique(),
    /** The browser that placed it; the order stays when the session is cleaned up. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** The account it belongs to: placed signed in, or by this browser before it signed in. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A retry of the same placement with the same key returns this order. */
    idempotencyKey: text('idempotency_key'),
    /** 'checkout' from the checkout page; 'fast' from the one-click form (product page or basket). */
    kind: text('kind', { enum: ['checkout', 'fast'] }).notNull(),
    /**
     * Where the order is; it changes only through the lifecycle (lifecycle/change.ts), which allows
     * the changes of lifecycle/transitions.ts and keeps each in order_events.
     */
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
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
    /** How the delivery price was found (issue 25): the carrier's tariff, its last known price, the flat price, or free. Null before issue 25 and for a one-click order. */
    deliveryPriceSource: text('delivery_price_source', { enum: DELIVERY_PRICE_SOURCES }),
    /** The term promised at checkout, days: «2–4 дня». */
    deliveryDaysMin: smallint('delivery_days_min'),
    deliveryDaysMax: smallint('delivery_days_max'),
    /** The courier's city (the pickup point's is the point's): the carrier's code and the name the shopper picked. */
    deliveryCityCode: integer('delivery_city_code'),
    deliveryCity: text('delivery_city'),
    totalKopecks: integer('total_kopecks').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    /** The gift certificate that pays part or all of totalKopecks (its code as stored), and how much. */
    certificateCode: text('certificate_code'),
    certificateKopecks: integer('certificate_kopecks').notNull().default(0),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    cardMessage: text('card_message').notNull().default(''),
    noPricesReceipt: boolean('no_prices_receipt').notNull().default(false),
    /** When the shopper ticked the personal-data consent (152-FZ). */
    consentAt: moment('consent_at').notNull(),
    createdAt: createdAt(),
    paidAt: moment('paid_at'),
    shippedAt: moment('shipped_at'),
    /** The courier company's number of the parcel, shown on the order page and in the notices. */
    trackingNumber: text('tracking_number'),
    /** Why and when it was cancelled: 'unpaid' by the job releasing unpaid SBP orders; null otherwise. */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    cancelledAt: moment('cancelled_at'),
  },
  (t) => [
    unique('orders_session_idempotency_key').on(t.sessionId, t.idempotencyKey),
    index('orders_session_created_idx').on(t.sessionId, t.createdAt.desc()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The unpaid-order job's search: only waiting SBP orders, a handful at any time.
    index('orders_unpaid_sbp_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'new' AND ${t.paymentMethod} = 'sbp'`),
    // A phone's open orders paid on receipt, counted at each such placement (on-receipt.ts): a handful per phone.
    index('orders_open_on_receipt_phone_idx')
      .on(t.phone)
      .where(sql`${t.paymentMethod} = 'cash' AND ${t.status} IN ('new', 'paid', 'assembling')`),
    // The back office's list, newest first by keyset (created_at, id), whole and by status; the
    // shopper's earlier orders by phone; the search's trigrams (decision 049).
    // (Ascending: read backwards they give ORDER BY … DESC as written, NULLS FIRST included.)
    index('orders_placed_idx').on(t.createdAt, t.id),
    // A coupon's use in the back office (issue 24): its orders and their discount.
    index('orders_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} IS NOT NULL`),
    index('orders_status_placed_idx').on(t.status, t.createdAt, t.id),
    index('orders_phone_placed_idx').on(t.phone, t.createdAt, t.id),
    // The dashboard's unpaid orders: those still waiting for money, a few days' worth at most.
    index('orders_unpaid_idx')
      .on(t.createdAt, t.totalKopecks)
      .where(sql`${t.paidAt} IS NULL AND ${t.status} NOT IN ('cancelled', 'refunded')`),
    // A phone by its last digits (the search's digit words): LIKE 'reversed%' on the reversed phone.
    index('orders_phone_tail_idx').on(sql`reverse(${t.phone}) text_pattern_ops`),
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    check('orders_status', sql`${t.status} IN (${statusList})`),
    check('orders_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`),
    check(
      'orders_money',
      sql`${t.goodsKopecks} >= 0 AND ${t.discountKopecks} >= 0 AND ${t.discountKopecks} <= ${t.goodsKopecks} AND ${t.deliveryKopecks} >= 0 AND ${t.totalKopecks} = ${t.goodsKopecks} - ${t.discountKopecks} + ${t.deliveryKopecks}`,
    ),
    check(
      'orders_delivery_target',
      sql`(${t.deliveryMethod} IS DISTINCT FROM 'pickup' OR ${t.pickupPointId} IS NOT NULL) AND (${t.deliveryMethod} IS DISTINCT FROM 'courier' OR ${t.address} IS NOT NULL)`,
    ),
    check(
      'orders_certificate',
      sql`${t.certificateKopecks} >= 0 AND ${t.certificateKopecks} <= ${t.totalKopecks} AND (${t.certificateCode} IS NULL) = (${t.certificateKopecks} = 0)`,
    ),
    check('orders_delivery_price_source', sql.raw(`delivery_price_source IN (${DELIVERY_PRICE_SOURCES.map((s) => `'${s}'`).join(', ')})`)),
    check(
      'orders_delivery_days',
      sql`${t.deliveryDaysMin} IS NULL OR (${t.deliveryDaysMin} >= 0 AND ${t.deliveryDaysMax} >= ${t.deliveryDaysMin})`,
    ),
    check('orders_card_message_length', sql`char_length(${t.cardMessage}) <= 300`),
  ],
);

/** What was bought, copied at placement. */
export const orderItems = pgTable(
  'order_items',
  {
    id: identity(),
    orderId: belongsTo('order_id', () => orders.id, 'cascade'),
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
    /** A gift certificate product: paying the order issues one certificate of priceKopecks per unit. */
    giftCertificate: boolean('gift_certificate').notNull().default(false),
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

/**
 * One use of a coupon, written by the order that used it (per-customer limits count them by
 * session, and by account when signed in).
 */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: identity(),
    couponId: belongsTo('coupon_id', () => coupons.id, 'cascade'),
    sessionId: belongsTo('session_id', () => sessions.id, 'cascade'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_usages_coupon_session_idx').on(t.couponId, t.sessionId),
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
    unique('coupon_usages_order').on(t.orderId),
  ],
);

/**
 * Phones a browser's session proved with a sign-in code (issue 21): an order paid on receipt, and
 * every one-click order, goes only to such a phone or to the signed-in account's own. It is the
 * session's alone: it stays through sign-in (which keeps the row under a new token) and goes with
 * a sign-out (a new row) or the session's end.
 */
export const confirmedPhones = pgTable(
  'confirmed_phones',
  {
    sessionId: belongsTo('session_id', () => sessions.id, 'cascade'),
    /** Eleven digits starting with 7. */
    phone: text('phone').notNull(),
    confirmedAt: moment('confirmed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.phone] }), check('confirmed_phones_phone_format', sql`${t.phone} ~ '^7[0-9]{10}$'`)],
);

/** Who changes an order: the shopper, the bank (an acquirer or the sandbox), a job, the shop's staff. */
export const ACTOR_KINDS = ['shopper', 'bank', 'job', 'staff'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** What a history row tells of: a change of status (or the placing), or an edit of the lines (edit/, decision 048). */
export const ORDER_EVENT_KINDS = ['status', 'edit'] as const;

/** One line of an order as an edit's history row keeps it, before and after. */
export interface EditedLine {
  lineId: number;
  offerId: number | null;
  name: string;
  size: string;
  quantity: number;
  priceKopecks: number;
}

/** What an edit's history row keeps: the lines and the money before and after, and a coupon it dropped. */
export interface OrderEditDetails {
  before: { lines: EditedLine[]; totalKopecks: number; toPayKopecks: number };
  after: { lines: EditedLine[]; totalKopecks: number; toPayKopecks: number };
  couponDropped: { code: string; reason: string } | null;
  refundKopecks: number;
  /** What the buyer pays on top after it, replacing an open surcharge (decision 051). */
  surchargeKopecks: number;
  /** The open surcharge it replaced; absent in rows written before surcharges were asked. */
  surchargeBeforeKopecks?: number;
}

/**
 * An order's history: one row for its placing (from null), one for each change of its status,
 * written in the change's transaction by the lifecycle (decision 041), and one for each edit of its
 * lines (kind 'edit': its status stays, from = to); never changed after.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: identity(),
    orderId: belongsTo('order_id', () => orders.id, 'cascade'),
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull(),
    /** Which one, where it has an id: 'user:5' or 'session:12', 'sandbox:<payment>', the job's name, the staff member's. */
    actorId: text('actor_id'),
    /** Null: the order was placed. */
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull().default('status'),
    /** An edit's lines and money before and after; null for a change of status. */
    details: jsonb('details').$type<OrderEditDetails>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check(
      'order_events_statuses',
      sql`${t.toStatus} IN (${statusList}) AND (${t.fromStatus} IS NULL OR ${t.fromStatus} IN (${statusList}))`,
    ),
    check(
      'order_events_kind',
      sql`${t.kind} IN ('status', 'edit') AND (${t.kind} = 'status' OR (${t.fromStatus} = ${t.toStatus} AND ${t.details} IS NOT NULL))`,
    ),
  ],
);
