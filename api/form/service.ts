import type { CallbackInput, OneClickInput, Order } from '../../shared/contract/order';
import type { Db } from '../db/database';
import { oneClickPlacement, oneClickSession, placeAndRead, type OrderRules } from '../order/service';
import type { SessionLookup } from '../session/service';
import { findRequestByOrder, insertFormRequest } from './queries';

// What signing in and the personal area's feedback page use of the requests.
export { accountCallbacks, adoptGuestRequests } from './queries';

/**
 * POST /form/callback/: stored for a manager to call back, with the signed-in account (listed on
 * /personal/feedback/); the browser gets no session for it.
 */
export async function requestCallback(db: Db, session: SessionLookup, input: CallbackInput): Promise<{ id: number }> {
  const current = await session({ create: false });
  const id = await insertFormRequest(db, {
    kind: 'callback',
    sessionId: current?.id ?? null,
    userId: current?.userId ?? null,
    name: input.name,
    phone: input.phone,
    message: input.message,
    orderId: null,
  });
  return { id };
}

/**
 * POST /form/smartOrder/: a one-click order (one offer, or the whole basket) and the form request
 * that records it, in one transaction. A retry with the same key answers the same order and the
 * same request.
 */
export async function smartOrder(
  db: Db,
  session: SessionLookup,
  input: OneClickInput,
  rules: OrderRules,
): Promise<{ id: number; order: Order; created: boolean }> {
  const current = await oneClickSession(session);
  const { order, extra, created } = await placeAndRead(db, current, oneClickPlacement(input, rules), async (tx, placed) => {
    const known = placed.created ? null : await findRequestByOrder(tx, placed.orderId);
    return (
      known ??
      insertFormRequest(tx, {
        kind: 'smartOrder',
        sessionId: current.id,
        userId: current.userId,
        name: input.name,
        phone: input.phone,
        message: input.comment,
        orderId: placed.orderId,
      })
    );
  });
  return { id: extra, order, created };
}
