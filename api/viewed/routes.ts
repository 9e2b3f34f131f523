import { VIEWED_COOKIE } from '../../shared/contract';
import type { viewedCalls } from '../../shared/contract/calls/viewed';
import { decodeViewed } from '../../shared/contract/viewed-cookie';
import { loadCards } from '../catalog/service';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';

/** GET /api/catalog/block/viewed/?limit=: recently viewed products from the productIds cookie. */
export function viewedHandlers(db: Db): DomainHandlers<keyof typeof viewedCalls> {
  return {
    'GET /catalog/block/viewed/': async ({ query }, { req }) => {
      const ids = decodeViewed(req.cookies?.[VIEWED_COOKIE]);
      // loadCards skips unknown and inactive ids, so the limit applies after it.
      const cards = await loadCards(db, ids);
      return { ITEMS: cards.slice(0, query.limit) };
    },
  };
}
