import type { orderCalls } from '../../shared/contract/calls/order';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { orderLimit, type Limits } from '../limits/service';
import { sessionLookup } from '../session/service';
import { orderDraft } from './draft';
import { checkout, getOrder, listOrders, oneClickOrder } from './service';

/** /api/order/… (spec §7.3): POST with a JSON body, GET /list/. Every answer is personal. */
export function orderHandlers(db: Db, limits: Limits): DomainHandlers<keyof typeof orderCalls> {
  return {
    'POST /order/': async ({ body }, call) => ({ draft: await orderDraft(db, sessionLookup(db, call), body) }),
    'POST /order/checkout/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      return { order: await checkout(db, sessionLookup(db, call), body) };
    },
    'POST /order/get/{code}/': async ({ params }, call) => ({ order: await getOrder(db, sessionLookup(db, call), params.code) }),
    'GET /order/list/': async (_args, call) => ({ orders: await listOrders(db, sessionLookup(db, call)) }),
    'POST /order/fastOrder/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      return { order: await oneClickOrder(db, sessionLookup(db, call), body) };
    },
    'POST /order/smart/': async ({ body }, call) => {
      await orderLimit(limits, body.phone, call);
      return { order: await oneClickOrder(db, sessionLookup(db, call), body) };
    },
  };
}
