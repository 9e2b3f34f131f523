import { z } from 'zod';
import { DELIVERY_PROVIDERS, SHIPMENT_STATES } from '../delivery-constants';

/**
 * Orders handed to the carrier from the back office (issue 25, decision 060): the shipment an order's
 * page shows and the answer of a batch's hand-over per order.
 */

/** An order's shipment on its page: null while it has not been handed over. */
export const orderShipmentSchema = z.object({
  provider: z.enum(DELIVERY_PROVIDERS),
  /** The parcel's number; null while the carrier is still registering it. */
  trackingNumber: z.string().nullable(),
  state: z.enum(SHIPMENT_STATES),
  /** The carrier's own code of its last status, as it said it. */
  carrierStatus: z.string().nullable(),
  carrierStatusAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Per order: handed over (with its number, or null while the carrier registers it), or refused and why. */
export const handoverBatchResultSchema = z.object({
  handedOver: z.array(z.object({ id: z.number().int(), trackingNumber: z.string().nullable() })),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type HandoverBatchResult = z.infer<typeof handoverBatchResultSchema>;
