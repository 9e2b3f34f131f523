/**
 * Ways to deliver with their prices, and the courier company's pickup points.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { PICKUP_POINT_SOURCES } from '../../shared/contract/admin/pickup-sources';
import { DELIVERY_PROVIDERS } from '../../shared/contract/delivery-constants';
import { identity, moment, sortOrder } from '../db/columns';

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
    /**
     * Where the point came from: a carrier's list (the daily sync of api/jobs/ keeps those: the
     * sandbox's or CDEK's) or added by hand in the back office, which a sync leaves alone.
     */
    source: text('source', { enum: PICKUP_POINT_SOURCES }).notNull().default('manual'),
    /** The carrier's code of the point's city (CDEK's `city_code`): tariffs are asked by it. Null for a hand-added point. */
    cityCode: integer('city_code'),
    region: text('region'),
    postalCode: text('postal_code'),
    /** The nearest metro station, where the carrier names one: shoppers search by it. */
    metro: text('metro'),
    /** Whether the point takes a card for an order paid on receipt, and cash at all. */
    takesCard: boolean('takes_card').notNull().default(false),
    takesCash: boolean('takes_cash').notNull().default(true),
    /** The heaviest parcel the point accepts, grams; null when the carrier sets no limit. */
    weightMaxGrams: integer('weight_max_grams'),
    /** When a sync last found the point in the carrier's list; null for a hand-added one. */
    syncedAt: moment('synced_at'),
  },
  (t) => [
    index('pickup_points_city_idx').on(t.city),
    index('pickup_points_city_code_idx')
      .on(t.cityCode)
      .where(sql`${t.active}`),
    check('pickup_points_source_known', sql.raw(`source IN (${PICKUP_POINT_SOURCES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

/**
 * The carrier's price and term for a parcel to a city, as last asked (issue 25): checkout asks the
 * carrier at most once per city, weight band and day, and falls back to the last row of the city
 * when the carrier does not answer in time. `city_key` is the carrier's city code, or `name:` and
 * the city's name for a city the carrier has no code of.
 */
export const deliveryTariffs = pgTable(
  'delivery_tariffs',
  {
    method: text('method', { enum: ['pickup', 'courier'] }).notNull(),
    cityKey: text('city_key').notNull(),
    /** The weight band's upper bound, grams (api/delivery/ draws the bands). */
    weightBand: integer('weight_band').notNull(),
    provider: text('provider', { enum: DELIVERY_PROVIDERS }).notNull(),
    /** The carrier's tariff the price is of (CDEK's `tariff_code`). */
    tariffCode: integer('tariff_code').notNull(),
    priceKopecks: integer('price_kopecks').notNull(),
    daysMin: smallint('days_min').notNull(),
    daysMax: smallint('days_max').notNull(),
    fetchedAt: moment('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.method, t.cityKey, t.weightBand] }),
    check('delivery_tariffs_money', sql`${t.priceKopecks} >= 0 AND ${t.daysMin} >= 0 AND ${t.daysMax} >= ${t.daysMin}`),
  ],
);
