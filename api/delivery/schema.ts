/**
 * Ways to deliver with their prices, and the courier company's pickup points.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { PICKUP_POINT_SOURCES } from '../../shared/contract/admin/pickup-sources';
import { identity, sortOrder } from '../db/columns';

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
    sort: sortOrder(),
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
    id: identity(),
    code: text('code').notNull().unique(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** Opening hours as shoppers read them: 'пн–пт 10:00–21:00, сб–вс 10:00–18:00'. */
    schedule: text('schedule').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    active: boolean('active').notNull().default(true),
    /** Where the point came from: the courier company's list (issue 25 syncs those) or added by hand in the back office, which a sync leaves alone. */
    source: text('source', { enum: PICKUP_POINT_SOURCES }).notNull().default('cdek'),
  },
  (t) => [
    index('pickup_points_city_idx').on(t.city),
    check('pickup_points_source_known', sql.raw(`source IN (${PICKUP_POINT_SOURCES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
