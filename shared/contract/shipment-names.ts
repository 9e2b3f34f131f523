/**
 * Carriers and where parcels are, as shoppers and staff read them (issue 25): zod-free, for the
 * storefront, the back office and the api's pages alike.
 */
import type { DeliveryProviderName, ShipmentState } from './delivery-constants';

/** The carriers by the name shoppers and staff know them: the button says «Передать в СДЭК» or «Передать в Посылкин». */
export const CARRIER_TITLES: Readonly<Record<DeliveryProviderName, string>> = {
  sandbox: '«Посылкин»',
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
