/**
 * CDEK's order statuses (API v2 `statuses[].code`, the ORDER_STATUS webhook's `attributes.code`) in
 * the shop's words. The sandbox speaks the same codes, so one webhook route and one mapping serve
 * both. A code we do not know yet is a step on the way: CDEK adds transit statuses over time.
 * https://api-docs.cdek.ru/29923975.html
 */
import type { ShipmentState } from './types';

const KNOWN: Record<string, ShipmentState> = {
  CREATED: 'accepted',
  ACCEPTED: 'accepted',
  ACCEPTED_AT_PICK_UP_POINT: 'ready',
  POSTOMAT_POSTED: 'ready',
  TAKEN_BY_COURIER: 'ready',
  DELIVERED: 'delivered',
  POSTOMAT_RECEIVED: 'delivered',
  // Unclaimed or refused: CDEK takes the parcel back to the shop.
  NOT_DELIVERED: 'returned',
  RETURNED: 'returned',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
  REMOVED: 'cancelled',
  INVALID: 'cancelled',
};

export function shipmentStateOf(cdekStatus: string): ShipmentState {
  return KNOWN[cdekStatus] ?? 'in_transit';
}
