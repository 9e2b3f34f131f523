/**
 * Shipments (issue 25, decision 060): what other domains may ask of them. The back office hands
 * orders over and prints waybills; the webhook and the poll job apply the carrier's word, which
 * moves the order through its lifecycle.
 */
import type { DeliveryProviderName } from '../../shared/contract/delivery-constants';
import type { Carriers } from './carriers';

export type { Carriers } from './carriers';
export { handOver, type Handover } from './handover';
export { shipmentMessages } from './messages';
export { handleShipmentNotice, type NoticeResult } from './notify';
export { pollShipments, type PollFigures, type PollSettings } from './poll';
export { shipmentOfOrder, type ShipmentRow } from './queries';
export { waybillOf } from './waybill';

/** The shopper's link to a parcel: its carrier's page (a carrier no longer configured gives none). */
export const trackingLink =
  (carriers: Carriers) =>
  (provider: DeliveryProviderName, trackingNumber: string): string | null =>
    carriers.byName[provider]?.trackingUrl(trackingNumber) ?? null;
