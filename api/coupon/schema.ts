/**
 * Coupons, stored with their code normalized (upper-case, no spaces) so that what a shopper types
 * matches regardless of case and spaces. Their uses are written by orders (order/schema.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, moment } from '../db/columns';
import { users } from '../profile/schema';

export const coupons = pgTable(
  'coupons',
  {
    id: identity(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1–100) or kopecks off, by kind. */
    value: integer('value').notNull(),
    minSumKopecks: integer('min_sum_kopecks').notNull().default(0),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    /** Sections (with their subsections) whose products it applies to; empty = all. */
    sectionIds: integer('section_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** Staff switch a coupon off instead of deleting it: its orders keep pointing at it (issue 24). */
    active: boolean('active').notNull().default(true),
    /** A personal coupon (the welcome one of registration): only this account may use it. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('coupons_owner_idx').on(t.ownerUserId),
    check('coupons_code_normalized', sql`${t.code} ~ '^[A-ZА-ЯЁ0-9_-]+$'`),
    check('coupons_value_range', sql`${t.value} > 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check('coupons_min_sum_nonnegative', sql`${t.minSumKopecks} >= 0`),
    check('coupons_dates_order', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
    check('coupons_total_limit_positive', sql`${t.totalLimit} IS NULL OR ${t.totalLimit} > 0`),
    check('coupons_per_customer_limit_positive', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`),
    check('coupons_used_count_range', sql`${t.usedCount} >= 0 AND (${t.totalLimit} IS NULL OR ${t.usedCount} <= ${t.totalLimit})`),
  ],
);
