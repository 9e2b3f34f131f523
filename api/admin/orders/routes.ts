import type { Db } from '../../db/database';
import type { CallContext, DomainHandlers } from '../../http/calls';
import { clientAddress } from '../../limits/service';
import { signedInOf } from '../access';
import { waybillOf, type Carriers } from '../../shipment/service';
import { handOverOrder, handOverOrders } from './handover';
import { orderPageFor } from './page';
import { listOrdersForStaff } from './read-list';
import { packingSlips } from './slips';
import { changeOrderStatus, changeOrdersStatus, editLines, refundOrder, type EditSettings, type StaffMember } from './service';

/** Thin: the access step checked session, role list and CSRF; the services (service.ts) do the rest. */

type OrderIds =
  | 'GET /admin/orders/'
  | 'GET /admin/orders/{id}/'
  | 'POST /admin/orders/{id}/status/'
  | 'POST /admin/orders/status/'
  | 'POST /admin/orders/{id}/lines/'
  | 'POST /admin/orders/{id}/refund/'
  | 'GET /admin/orders/slips/'
  | 'POST /admin/orders/{id}/shipment/'
  | 'POST /admin/orders/shipments/'
  | 'GET /admin/orders/{id}/waybill/'
  | 'GET /admin/orders/waybills/';

/** Who makes the call and from where, for the audit log. */
export const memberOf = (call: CallContext): StaffMember => ({ staff: signedInOf(call.req).staff, address: clientAddress(call) });

/** Contacts whole only for the roles that answer shoppers (decision 050): warehouse sees them masked in lists. */
const unmasked = (call: CallContext) => signedInOf(call.req).staff.role !== 'warehouse';

export function orderHandlers(db: Db, settings: EditSettings, carriers: Carriers): DomainHandlers<OrderIds> {
  const carrier = carriers.active.name;
  const page = (id: number, call: CallContext) => orderPageFor(db, id, signedInOf(call.req).staff.role, carrier);
  return {
    'GET /admin/orders/': ({ query }, call) => listOrdersForStaff(db, query, { unmasked: unmasked(call) }),
    'GET /admin/orders/{id}/': ({ params }, call) => page(params.id, call),
    'POST /admin/orders/{id}/status/': async ({ params, body }, call) => {
      await changeOrderStatus(db, memberOf(call), params.id, body);
      return page(params.id, call);
    },
    'POST /admin/orders/status/': ({ body }, call) => changeOrdersStatus(db, memberOf(call), body.ids, body.to),
    'POST /admin/orders/{id}/lines/': async ({ params, body }, call) => {
      const edited = await editLines(db, settings, memberOf(call), params.id, body.operations);
      return { order: await page(params.id, call), ...edited };
    },
    'POST /admin/orders/{id}/refund/': ({ params, body }, call) => refundOrder(db, memberOf(call), params.id, body),
    'GET /admin/orders/slips/': ({ query }) => packingSlips(db, query.ids),
    'POST /admin/orders/{id}/shipment/': async ({ params }, call) => {
      await handOverOrder(db, carriers, memberOf(call), params.id, call.req.log);
      return page(params.id, call);
    },
    'POST /admin/orders/shipments/': ({ body }, call) => handOverOrders(db, carriers, memberOf(call), body.ids, call.req.log),
    'GET /admin/orders/{id}/waybill/': ({ params }) => waybillOf(db, carriers, [params.id]),
    'GET /admin/orders/waybills/': ({ query }) => waybillOf(db, carriers, query.ids),
  };
}
