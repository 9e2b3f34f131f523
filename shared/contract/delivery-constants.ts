/**
 * The delivery contract's plain constants (issue 25), zod-free for the browser and the back office.
 */

/** Who carries the parcels: the offline sandbox carrier (the default) or CDEK's API v2. */
export const DELIVERY_PROVIDERS = ['sandbox', 'cdek'] as const;
export type DeliveryProviderName = (typeof DELIVERY_PROVIDERS)[number];

/**
 * Where a shipment is, in the shop's words; each carrier maps its own statuses onto these.
 * 'registering': asked for, the carrier has not given a number yet; 'accepted': registered, not yet
 * handed in; 'in_transit': on its way; 'ready': waiting at the pickup point (or with the courier);
 * 'delivered': the buyer has it; 'returned': brought back to the shop; 'cancelled': the carrier's
 * shipment was cancelled before it left.
 */
export const SHIPMENT_STATES = ['registering', 'accepted', 'in_transit', 'ready', 'delivered', 'returned', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/**
 * How an order's delivery price was found (issue 25): the carrier's tariff (fresh or from the day's
 * cache), the city's last known tariff when the carrier did not answer in time, the shop's flat
 * price when there was none, or free by the shop's threshold.
 */
export const DELIVERY_PRICE_SOURCES = ['tariff', 'last_known', 'flat', 'free'] as const;
export type DeliveryPriceSource = (typeof DELIVERY_PRICE_SOURCES)[number];

/** A city key's prefix for a city the carrier has no code of: `name:Тула` (api/delivery/city-key.ts). */
export const CITY_NAME_KEY_PREFIX = 'name:';
