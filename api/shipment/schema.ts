/**
 * Shipments (issue 25): orders handed to the carrier, and where their parcels are. Its own domain
 * beside delivery/ (the points and prices checkout reads): a shipment belongs to an order, whose
 * table links to delivery's points, so the two tables in one file would be an import cycle.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { DELIVERY_PROVIDERS, SHIPMENT_STATES } from '../../shared/contract/delivery-constants';
import { belongsTo, createdAt, identity, moment } from '../db/columns';
import { orders } from '../order/schema';

/**
 * An order handed to the carrier (issue 25): the carrier's id of the shipment, its parcel number
 * once the carrier gives one, and the last status it told. One per order.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: identity(),
    orderId: belongsTo('order_id', () => orders.id, 'restrict'),
    provider: text('provider', { enum: DELIVERY_PROVIDERS }).notNull(),
    /** The carrier's id of the shipment (CDEK's order `uuid`). */
    externalId: text('external_id').notNull(),
    /** The parcel's number (CDEK's `cdek_number`): null until the carrier has registered the shipment. */
    trackingNumber: text('tracking_number'),
    /** Where the parcel is, in the shop's words (shared/contract/delivery-constants.ts). */
    state: text('state', { enum: SHIPMENT_STATES }).notNull().default('registering'),
    /** The carrier's own code of its last status (CDEK's `ACCEPTED`, `DELIVERED`, …) and when it was set. */
    carrierStatus: text('carrier_status'),
    carrierStatusAt: moment('carrier_status_at'),
    /** When the carrier last told us anything (a webhook) and when we last asked (the poll job). */
    noticedAt: moment('noticed_at'),
    checkedAt: moment('checked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('shipments_order').on(t.orderId),
    unique('shipments_external').on(t.provider, t.externalId),
    // The poll job's search: shipments still on their way.
    index('shipments_open_idx')
      .on(t.checkedAt)
      .where(sql`${t.state} NOT IN ('delivered', 'returned', 'cancelled')`),
    check('shipments_state_known', sql.raw(`state IN (${SHIPMENT_STATES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);
