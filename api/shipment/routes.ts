import type { shipmentCalls } from '../../shared/contract/calls/shipment';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import type { Carriers } from './carriers';
import { handleShipmentNotice } from './notify';

/** The carrier's webhook: public, no session; the carrier reads only the status, the result is for logs and tests. */
export function shipmentHandlers(db: Db, carriers: Carriers): DomainHandlers<keyof typeof shipmentCalls> {
  return {
    'POST /delivery/notify/{provider}/': async ({ params, body }, { req }) => ({
      result: await handleShipmentNotice(db, carriers, params.provider, body, req.log),
    }),
  };
}
