import type { DeliveryPriceSource } from '../../shared/contract/delivery-constants';
import type { DeliveryOption, PickupPoint } from '../../shared/contract/order';
import { kopecksToRubles } from '../../shared/format/number';
import type { DeliveryMethodRow, PickupPointRow } from './queries';
import type { Quote } from './tariffs';

export {
  cityOfKey,
  findDeliveryChoice,
  findPickupPoint,
  listDeliveryMethods,
  pickupFreeFromKopecks,
  pickupPointColumns,
  type DeliveryMethodRow,
  type PickupPointRow,
} from './queries';

/** A method's price for one parcel: its flat price, or the carrier's tariff (tariffs.ts). */
export type PricedMethod = Pick<DeliveryMethodRow, 'priceKopecks' | 'freeFromKopecks'>;

/** Whether the goods (after the coupon) reach the method's threshold; never when it has none. */
export function isFreeDelivery(method: PricedMethod, goodsKopecks: number): boolean {
  return method.freeFromKopecks !== null && goodsKopecks >= method.freeFromKopecks;
}

/** Free from the method's threshold, else its price. */
export function deliveryPriceKopecks(method: PricedMethod, goodsKopecks: number): number {
  return isFreeDelivery(method, goodsKopecks) ? 0 : method.priceKopecks;
}

/** The method priced by the quote: the threshold is the owner's, the price the carrier's (or the flat one). */
export function quotedMethod(method: DeliveryMethodRow, quote: Quote): DeliveryMethodRow {
  return { ...method, priceKopecks: quote.priceKopecks };
}

/** How the order records its delivery's price (orders.delivery_price_source). */
export function priceSource(method: PricedMethod, quote: Quote, goodsKopecks: number): DeliveryPriceSource {
  return isFreeDelivery(method, goodsKopecks) ? 'free' : quote.source;
}

export function deliveryOption(method: DeliveryMethodRow, quote: Quote, goodsKopecks: number): DeliveryOption {
  return {
    CODE: method.code,
    NAME: method.name,
    DESCRIPTION: method.description,
    PRICE: kopecksToRubles(deliveryPriceKopecks(quotedMethod(method, quote), goodsKopecks)),
    BASE_PRICE: kopecksToRubles(quote.priceKopecks),
    FREE_FROM: method.freeFromKopecks === null ? null : kopecksToRubles(method.freeFromKopecks),
    DAYS: quote.days && { MIN: quote.days.min, MAX: quote.days.max },
  };
}

export function pickupPointView(row: PickupPointRow): PickupPoint {
  return { ID: row.id, CODE: row.code, CITY: row.city, ADDRESS: row.address, SCHEDULE: row.schedule };
}

// The carrier's prices for the checkout (issue 25, docs/decisions/061).
export { carrierCityCode, cityKey, cityNameOf, readCityKey } from './city-key';
export { createTariffs, flatQuote, type Quote, type TariffAsk, type Tariffs, type TariffSettings } from './tariffs';
export { nearestTariff } from './tariff-queries';
export { parcelGrams, weightBand } from './weight';
// The city the checkout opens on, which a form naming none is priced to (api/order/delivery-city.ts).
export { openingCity } from './points';

// The back office's edits of prices and pickup points (issue 24).
export { addPickupPoint, editPickupPoint, readDeliveryMethods, readPickupPoints, setDeliveryPrice } from './settings';

// The carrier's points kept (issue 25, api/jobs/).
export { hasCarrierPoints, syncPickupPoints, type SyncFigures } from './sync';
