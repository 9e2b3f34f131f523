/**
 * What the shop needs from the carrier it ships with (issue 25): its pickup points, its prices and
 * terms, shipments and their waybills, and where a parcel is. Providers only talk to the outside
 * (or pretend to); the points table, the tariff cache, the shipments and the order's lifecycle stay
 * in api/delivery/ and api/order/. Money in kopecks, weights in grams, as everywhere inside.
 */
import type { DeliveryProviderName, ShipmentState } from '../../../shared/contract/delivery-constants';

export type { DeliveryProviderName, ShipmentState };

/** A pickup point as the carrier lists it (api/delivery/ keeps them in `pickup_points`). */
export interface CarrierPoint {
  /** The carrier's code of the point (CDEK's `code`, 'KZN45'): unique across the list. */
  code: string;
  /** The carrier's code of the city (CDEK's `city_code`); tariffs are asked by it. */
  cityCode: number;
  city: string;
  region: string | null;
  postalCode: string | null;
  /** The street address as shoppers read it: 'ул. Баумана, д. 44/8'. */
  address: string;
  latitude: number;
  longitude: number;
  /** Opening hours as shoppers read them: 'пн–пт 10:00–21:00, сб–вс 10:00–18:00'. */
  schedule: string;
  metro: string | null;
  takesCard: boolean;
  takesCash: boolean;
  /** The heaviest parcel it accepts, grams; null: no limit given. */
  weightMaxGrams: number | null;
}

/** Where a parcel goes: a pickup point, or a door in a city. */
export type Destination =
  { method: 'pickup'; pointCode: string; cityCode: number } | { method: 'courier'; cityCode: number; address: string };

/** The parcel: its weight, and its box when known (the carrier assumes a standard one otherwise). */
export interface Parcel {
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

export interface TariffQuery {
  method: 'pickup' | 'courier';
  /** The destination city's carrier code: the tariff of a point is its city's. */
  cityCode: number;
  parcel: Parcel;
}

/** The cheapest tariff of the method for the parcel. */
export interface Tariff {
  /** The carrier's tariff (CDEK's `tariff_code`), sent again with the shipment. */
  tariffCode: number;
  priceKopecks: number;
  daysMin: number;
  daysMax: number;
}

export interface ShipmentLine {
  /** The shop's article: the product's code and size. */
  sku: string;
  name: string;
  quantity: number;
  /** One piece's price as the buyer pays it, for the declared value and the amount to collect. */
  priceKopecks: number;
  weightGrams: number;
}

export interface ShipmentInput {
  /** The shop's order code, the carrier's `number`: one shipment per order. */
  orderCode: string;
  tariffCode: number;
  destination: Destination;
  recipient: { name: string; phone: string; email: string | null };
  lines: ShipmentLine[];
  parcel: Parcel;
  /** What the goods are worth, for the carrier's insurance. */
  declaredValueKopecks: number;
  /** What the carrier collects from the buyer on receipt; 0 for an order paid before. */
  collectKopecks: number;
}

/** The carrier's word on a shipment. */
export interface CarrierShipment {
  /** The carrier's id (CDEK's order `uuid`). */
  externalId: string;
  /** The parcel's number (CDEK's `cdek_number`), null while the carrier is still registering it. */
  trackingNumber: string | null;
  state: ShipmentState;
  /** The carrier's own code of its last status and when it was set. */
  carrierStatus: string;
  carrierStatusAt: Date;
}

/** A document to print, as the back office passes it on. */
export interface Waybill {
  contentType: 'application/pdf' | 'text/html; charset=utf-8';
  body: Buffer;
}

/** What a webhook claims, before anyone believes it. */
export interface ShipmentNotice {
  externalId: string;
  claimed: ShipmentState;
}

export interface DeliveryProvider {
  readonly name: DeliveryProviderName;
  /**
   * Every pickup point the carrier has, open ones only (the sync marks the rest closed). Paged
   * inside the adapter; thousands of points. Throws ProviderError.
   */
  listPoints(): Promise<CarrierPoint[]>;
  /** The cheapest tariff of the method to the city for the parcel; null when the carrier has none there. Throws ProviderError. */
  tariff(query: TariffQuery, signal?: AbortSignal): Promise<Tariff | null>;
  /**
   * Registers the shipment (or, for an order code it already has, finds it again) and waits a
   * little for its number. Throws ProviderError: `permanent` with the carrier's reasons in Russian
   * when it refuses the shipment as it is.
   */
  createShipment(input: ShipmentInput): Promise<CarrierShipment>;
  /** The waybills of these shipments, one document to print (CDEK's PDF; the sandbox's HTML page). Throws ProviderError. */
  waybill(externalIds: string[]): Promise<Waybill>;
  /** Reads a shipment again; null when the carrier does not know it. Throws ProviderError. */
  fetchShipment(externalId: string): Promise<CarrierShipment | null>;
  /** Reads a webhook's body: the shipment it names and what it claims; null when it names none. */
  parseNotice(body: unknown): ShipmentNotice | null;
  /** Where a shopper follows the parcel on the carrier's site. */
  trackingUrl(trackingNumber: string): string;
}
