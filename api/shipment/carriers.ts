/**
 * The carriers the shop ships with, as the hand-over and the tracking take them: the active one new
 * shipments go to, and every configured one by name, since a shipment is followed by the carrier it
 * was handed to even after DELIVERY_PROVIDER changes (api/providers/delivery/).
 */
export type { DeliveryProviders as Carriers } from '../providers/delivery';
