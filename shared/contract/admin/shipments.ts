import { z } from 'zod';
import { DELIVERY_PROVIDERS, SHIPMENT_STATES, type DeliveryProviderName, type ShipmentState } from '../delivery-constants';

/**
 * Orders handed to the carrier from the back office (issue 25, decision 060): the shipment an order's
 * page shows, the hand-over of a batch and its answer per order.
 */

/** The carriers by the name shoppers and staff know them: the button says «Передать в СДЭК» or «Передать в Посылкин». */
export const CARRIER_TITLES: Readonly<Record<DeliveryProviderName, string>> = {
  sandbox: 'Посылкин',
  cdek: 'СДЭК',
};

/** Where the parcel is, as the back office and the shopper's page say it. */
export const SHIPMENT_STATE_NAMES: Readonly<Record<ShipmentState, string>> = {
  registering: 'Регистрируется у перевозчика',
  accepted: 'Принят перевозчиком',
  in_transit: 'В пути',
  ready: 'Ждёт в пункте выдачи',
  delivered: 'Вручён',
  returned: 'Возвращён в магазин',
  cancelled: 'Отменён перевозчиком',
};

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
