/**
 * Baskets and coupons (issue 4). One basket per session (guests too); a line per offer with a
 * positive quantity; coupons are stored with their code normalized (upper-case, no spaces) so that
 * what a shopper types matches regardless of case and spaces. Money in kopecks.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { offers, sessions } from './catalog-schema';

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1–100) or kopecks off, by kind. */
    value: integer('value').notNull(),
    minSumKopecks: integer('min_sum_kopecks').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Sections (with their subsections) whose products it applies to; empty = all. */
    sectionIds: integer('section_ids').array().notNull().default(sql`'{}'::integer[]`),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check('coupons_code_normalized', sql`${t.code} ~ '^[A-ZА-ЯЁ0-9_-]+$'`),
    check(
      'coupons_value_range',
      sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`,
    ),
    check('coupons_min_sum_nonnegative', sql`${t.minSumKopecks} >= 0`),
    check('coupons_dates_order', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
    check('coupons_total_limit_positive', sql`${t.totalLimit} IS NULL OR ${t.totalLimit} > 0`),
    check('coupons_per_customer_limit_positive', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`),
    check(
      'coupons_used_count_range',
      sql`${t.usedCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usedCount} <= ${t.totalLimit})`,
    ),
  ],
);

export const baskets = pgTable(
  'baskets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    giftWrap: boolean('gift_wrap').notNull().default(false),
    cardMessage: text('card_message').notNull().default(''),
    noPricesReceipt: boolean('no_prices_receipt').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('baskets_card_message_length', sql`char_length(${t.cardMessage}) <= 300`)],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('basket_items_basket_offer').on(t.basketId, t.offerId),
    index('basket_items_offer_idx').on(t.offerId),
    check('basket_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
