import type { Db } from '../db/database';
import type { CallContext, DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import { orderDraft } from './draft';
import { checkout, getOrder, listOrders, oneClickOrder } from './service';

type OrderCallId =
  | 'POST /order/'
  | 'POST /order/checkout/'
  | 'POST /order/get/{code}/'
  | 'GET /order/list/'
  | 'POST /order/fastOrder/'
  | 'POST /order/smart/';

/** /api/order/… (spec §7.3): POST with a JSON body, GET /list/. Every answer is personal. */
export function orderHandlers(db: Db): DomainHandlers<OrderCallId> {
  const session = ({ req, res }: CallContext) => sessionLookup(db, req, res);
  return {
    'POST /order/': async ({ body }, context) => ({ draft: await orderDraft(db, session(context), body) }),
    'POST /order/checkout/': async ({ body }, context) => ({ order: await checkout(db, session(context), body) }),
    'POST /order/get/{code}/': async ({ params }, context) => ({
      order: await getOrder(db, session(context), params.code),
    }),
    'GET /order/list/': async (_args, context) => ({ orders: await listOrders(db, session(context)) }),
    'POST /order/fastOrder/': async ({ body }, context) => ({
      order: await oneClickOrder(db, session(context), body),
    }),
    'POST /order/smart/': async ({ body }, context) => ({ order: await oneClickOrder(db, session(context), body) }),
  };
}
