import type { wishlistCalls } from '../../shared/contract/calls/wishlist';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import { readWishlist, toggleWishlist, wishlistCards } from './service';

/**
 * GET /api/wishlist/ (spec §7.1 Wishlist: an optional id adds or removes it) and
 * GET /api/catalog/block/wishlist/?limit= (the wishlist as product cards, /personal/favorites/).
 */
export function wishlistHandlers(db: Db): DomainHandlers<keyof typeof wishlistCalls> {
  return {
    'GET /wishlist/': ({ query }, call) => {
      const session = sessionLookup(db, call);
      return query.id === undefined ? readWishlist(db, session) : toggleWishlist(db, session, query.id);
    },
    'GET /catalog/block/wishlist/': async ({ query }, call) => ({
      ITEMS: await wishlistCards(db, sessionLookup(db, call), query.limit),
    }),
  };
}
