import type { DeliveryOption, PickupPoint } from '../../shared/contract/order';
import { rubles } from '../catalog/cards';
import type { DeliveryMethodRow, PickupPointRow } from './read-queries';

/** Free when the goods (after the coupon) reach the method's threshold; never when it has none. */
export function deliveryPriceKopecks(method: DeliveryMethodRow, goodsKopecks: number): number {
  const free = method.freeFromKopecks !== null && goodsKopecks >= method.freeFromKopecks;
  return free ? 0 : method.priceKopecks;
}

export function deliveryOption(method: DeliveryMethodRow, goodsKopecks: number): DeliveryOption {
  return {
    CODE: method.code,
    NAME: method.name,
    DESCRIPTION: method.description,
    PRICE: rubles(deliveryPriceKopecks(method, goodsKopecks)),
    BASE_PRICE: rubles(method.priceKopecks),
    FREE_FROM: method.freeFromKopecks === null ? null : rubles(method.freeFromKopecks),
  };
}

/** What an order without a delivery method (one-click: agreed on the phone) shows. */
export const DELIVERY_BY_PHONE = 'Согласуем по телефону';

export function pickupPointView(row: PickupPointRow): PickupPoint {
  return { ID: row.id, CODE: row.code, CITY: row.city, ADDRESS: row.address, SCHEDULE: row.schedule };
}
