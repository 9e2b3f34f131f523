/**
 * The order as stored, as its page and its letters read it (read-queries.ts loads it): a type any
 * domain may import (api/notices/ writes letters from it) without reaching the order's queries.
 */
import type { Certificate } from '../../../shared/contract/certificate';
import type { DeliveryProviderName, ShipmentState } from '../../../shared/contract/delivery-constants';
import type { PickupPointRow } from '../../delivery/service';
import type { orderItems, orders } from '../schema';

export interface OrderRecord {
  order: typeof orders.$inferSelect;
  deliveryName: string | null;
  /** Kept on the order even if the point has closed since. */
  pickupPoint: PickupPointRow | null;
  items: OrderItemRecord[];
  /** The certificates this order bought (issued once it was paid). */
  certificates: Certificate[];
  /** What stayed on the certificate that pays this order right after it took its part; null without one. */
  certificateBalanceAfterKopecks: number | null;
  /** Money received after the order stopped waiting for it, to be returned, and since when; null: none. */
  refundDue: { kopecks: number; since: Date } | null;
  /** What an open surcharge asks on top of the paid sum (decision 051); null: none. */
  surchargeKopecks: number | null;
  /** Its shipment's carrier and where the parcel is (issue 25); null before it is handed over. */
  shipment: { provider: DeliveryProviderName; state: ShipmentState } | null;
}

export type OrderItemRecord = typeof orderItems.$inferSelect & {
  /** The product's code now, when it is still on sale (for its link). */
  liveCode: string | null;
};
