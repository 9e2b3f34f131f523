import type { formCalls } from '../../shared/contract/calls/form';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { clientAddress, type Limits } from '../limits/service';
import { guardPlacement, type OrderRules } from '../order/service';
import { sessionLookup } from '../session/service';
import { requestCallback, smartOrder } from './service';

/** /api/form/… (spec §7.4): POST with a JSON body, answering data { id } (and the order). */
export function formHandlers(db: Db, limits: Limits, rules: OrderRules): DomainHandlers<keyof typeof formCalls> {
  return {
    'POST /form/callback/': async ({ body }, call) => {
      await limits.callback(body.phone, clientAddress(call));
      return requestCallback(db, sessionLookup(db, call), body);
    },
    'POST /form/smartOrder/': async ({ body }, call) => {
      // A one-click order is paid on receipt: only for a phone the session confirmed.
      const ask = { phone: body.phone, onReceipt: true };
      const { id, order } = await guardPlacement(db, limits, call, ask, () => smartOrder(db, sessionLookup(db, call), body, rules));
      return { id, order };
    },
  };
}
