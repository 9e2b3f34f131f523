import type { CallTable, SpecData, SpecInput } from '../call';
import { adminAuditCalls } from './admin-audit';
import { adminAuthCalls } from './admin-auth';
import { adminCatalogueCalls } from './admin-catalogue';
import { adminCouponCalls } from './admin-coupons';
import { adminCertificateCalls } from './admin-certificates';
import { adminCustomerCalls } from './admin-customers';
import { adminDashboardCalls } from './admin-dashboard';
import { adminDeliveryCalls } from './admin-delivery';
import { adminOfferCalls } from './admin-offers';
import { adminPictureCalls } from './admin-pictures';
import { adminOfferGridCalls } from './admin-offer-grid';
import { adminOrderCalls } from './admin-orders';
import { adminPosterCalls } from './admin-posters';
import { adminShipmentCalls } from './admin-shipments';
import { adminStaffCalls } from './admin-staff';
import { adminStockCsvCalls } from './admin-stock-csv';
import { adminStockWatchCalls } from './admin-stock-watch';
import { basketCalls } from './basket';
import { catalogCalls } from './catalog';
import { certificateCalls } from './certificate';
import { dataCalls } from './data';
import { deliveryCalls } from './delivery';
import { formCalls } from './form';
import { orderCalls } from './order';
import { paymentCalls } from './payment';
import { profileCalls } from './profile';
import { searchCalls } from './search';
import { shipmentCalls } from './shipment';
import { viewedCalls } from './viewed';
import { wishlistCalls } from './wishlist';

/**
 * Every call of the api (spec §7), by id: its method and its path under /api. One file per domain
 * of the api, whose `api/<domain>/routes.ts` answers exactly its calls.
 */
export const calls = {
  ...dataCalls,
  ...catalogCalls,
  ...viewedCalls,
  ...wishlistCalls,
  ...searchCalls,
  ...basketCalls,
  ...deliveryCalls,
  ...orderCalls,
  ...formCalls,
  ...paymentCalls,
  ...profileCalls,
  ...certificateCalls,
  ...shipmentCalls,
  // The back office's (under /admin/), each with its `staff` access; sign-out, which ends the session, last.
  ...adminStaffCalls,
  ...adminAuditCalls,
  ...adminOrderCalls,
  ...adminShipmentCalls,
  ...adminOfferCalls,
  ...adminCustomerCalls,
  ...adminDashboardCalls,
  ...adminCatalogueCalls,
  ...adminPictureCalls,
  ...adminCouponCalls,
  ...adminPosterCalls,
  ...adminDeliveryCalls,
  ...adminCertificateCalls,
  ...adminStockWatchCalls,
  ...adminStockCsvCalls,
  ...adminOfferGridCalls,
  ...adminAuthCalls,
} as const satisfies CallTable;

export type Calls = typeof calls;
export type CallId = keyof Calls;
/** What a caller sends to a call: `params`, `query` and `body` as it writes them. */
export type CallInput<Id extends CallId> = SpecInput<Calls[Id]>;
/** The `data` of a call's successful answer. */
export type CallData<Id extends CallId> = SpecData<Calls[Id]>;

export type { CallMethod, CallSpec } from '../call';
