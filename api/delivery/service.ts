import type { DeliveryOption, PickupPoint } from '../../shared/contract/order';
import { kopecksToRubles } from '../../shared/format/number';
import type { DeliveryMethodRow, PickupPointRow } from './queries';

export { findDeliveryChoice, listDeliveryMethods, pickupPointColumns, type DeliveryMethodRow, type PickupPointRow } from './queries';

/**
 * Free delivery to a pickup point from this sum, read from the pickup delivery method, the one place
 * orders price delivery from, so that the banner, the basket's hint and the order agree. Null when
 * pickup is never free (or the shop has no pickup): then nothing promises it.
 */
export { pickupFreeFromKopecks } from './queries';

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
    PRICE: kopecksToRubles(deliveryPriceKopecks(method, goodsKopecks)),
    BASE_PRICE: kopecksToRubles(method.priceKopecks),
    FREE_FROM: method.freeFromKopecks === null ? null : kopecksToRubles(method.freeFromKopecks),
  };
}

export function pickupPointView(row: PickupPointRow): PickupPoint {
  return { ID: row.id, CODE: row.code, CITY: row.city, ADDRESS: row.address, SCHEDULE: row.schedule };
}

// The back office's edits of prices and pickup points (issue 24).
export { addPickupPoint, editPickupPoint, readDeliveryMethods, readPickupPoints, setDeliveryPrice } from './settings';

// The checkout's cities and points (issue 25), and the carrier's points kept (api/jobs/).
export { cityKey, readCityKey } from './city-key';
export { hasCarrierPoints, syncPickupPoints, type SyncFigures } from './sync';
