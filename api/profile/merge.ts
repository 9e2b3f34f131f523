import { adoptGuestBasket } from '../basket/service';
import type { Executor } from '../db/database';
import { adoptGuestRequests } from '../form/service';
import type { CallContext } from '../http/calls';
import { adoptGuestOrders } from '../order/service';
import { rotateSession, type Session } from '../session/service';
import { adoptGuestWishlist } from '../wishlist/service';

/**
 * Signs the browser in to an account inside the caller's transaction. A guest's things become the
 * account's: the basket lines merge (capped by stock), favourites are united, the orders and
 * requests this browser sent are the account's from now on; recently viewed lives in a cookie and
 * simply stays. A browser signed in to another account brings nothing over: those are that
 * account's. Then the session gets a new token (rotateSession).
 */
export async function signIn(tx: Executor, call: CallContext, current: Session | null, userId: number): Promise<Session> {
  if (current && current.userId === null) {
    await adoptGuestBasket(tx, current.id, userId);
    await adoptGuestWishlist(tx, current.id, userId);
    await adoptGuestOrders(tx, current.id, userId);
    await adoptGuestRequests(tx, current.id, userId);
  }
  return rotateSession(tx, call, current, userId);
}
