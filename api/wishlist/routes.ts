import { Router } from 'express';
import { ok, PAGE_SIZE_MAX } from '../../shared/contract';
import type { Db } from '../db/database';
import { parseInput } from '../http/validate';
import { sessionLookup } from '../session/session';
import { readWishlist, toggleWishlist, wishlistCards } from './service';
import { blockLimitSchema, wishlistQuerySchema } from './validators';

/** /api/wishlist/ (spec §7.1 Wishlist: GET with an optional id that adds or removes it). */
export function wishlistRoutes(db: Db): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { id } = parseInput(wishlistQuerySchema, req.query);
    const session = sessionLookup(db, req, res);
    // Personal: never kept by a shared cache.
    res.set('Cache-Control', 'private, no-store');
    res.json(ok(id === undefined ? await readWishlist(db, session) : await toggleWishlist(db, session, id)));
  });
  return router;
}

const blockLimit = blockLimitSchema(PAGE_SIZE_MAX);

/** GET /api/catalog/block/wishlist/?limit=: the wishlist as product cards (/personal/favorites/). */
export function wishlistBlockRoutes(db: Db): Router {
  const router = Router();
  router.get('/block/wishlist/', async (req, res) => {
    const { limit } = parseInput(blockLimit, req.query);
    res.set('Cache-Control', 'private, no-store');
    res.json(ok({ ITEMS: await wishlistCards(db, sessionLookup(db, req, res), limit) }));
  });
  return router;
}
