import { Router } from 'express';
import { ok, PAGE_SIZE_MAX } from '../../shared/contract';
import type { Db } from '../db/database';
import { privateAnswers } from '../http/private-answers';
import { parseInput } from '../http/validate';
import { sessionLookup } from '../session/service';
import { readWishlist, toggleWishlist, wishlistCards } from './service';
import { blockLimitSchema, wishlistQuerySchema } from './validators';

/** /api/wishlist/ (spec §7.1 Wishlist: GET with an optional id that adds or removes it). */
export function wishlistRoutes(db: Db): Router {
  const router = Router();
  // Personal, errors included: never kept by a shared cache.
  router.use(privateAnswers());
  router.get('/', async (req, res) => {
    const { id } = parseInput(wishlistQuerySchema, req.query);
    const session = sessionLookup(db, req, res);
    res.json(ok(id === undefined ? await readWishlist(db, session) : await toggleWishlist(db, session, id)));
  });
  return router;
}

const blockLimit = blockLimitSchema(PAGE_SIZE_MAX);

/** GET /api/catalog/block/wishlist/?limit=: the wishlist as product cards (/personal/favorites/). */
export function wishlistBlockRoutes(db: Db): Router {
  const router = Router();
  // Mounted at /api/catalog beside public routes: private on this route only.
  router.get('/block/wishlist/', privateAnswers(), async (req, res) => {
    const { limit } = parseInput(blockLimit, req.query);
    res.json(ok({ ITEMS: await wishlistCards(db, sessionLookup(db, req, res), limit) }));
  });
  return router;
}
