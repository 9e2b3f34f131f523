import type { formCalls } from '../../shared/contract/calls/form';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { orderLimit, type Limits } from '../limits/service';
import { sessionLookup } from '../session/service';
import { requestCallback, smartOrder } from './service';

/** /api/form/… (spec §7.4): POST with a JSON body, answering data { id } (and the order). */
export function formHandlers(db: Db, limits: Limits): DomainHandlers<keyof typeof formCalls> {
  return {
    'POST /form/callback/': ({ body }, call) => requestCallback(db, sessionLookup(db, call), body),
    'POST /form/smartOrder/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      return smartOrder(db, sessionLookup(db, call), body);
    },
  };
}
