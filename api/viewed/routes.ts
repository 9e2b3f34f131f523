import { Router } from 'express';
import { ok, VIEWED_COOKIE, VIEWED_MAX } from '../../shared/contract';
import { decodeViewed } from '../../shared/contract/viewed-cookie';
import { loadCards } from '../catalog/service';
import type { Db } from '../db/database';
import { privateAnswers } from '../http/private-answers';
import { parseInput } from '../http/validate';
import { blockLimitSchema } from '../wishlist/validators';

const limitSchema = blockLimitSchema(VIEWED_MAX);

/** GET /api/catalog/block/viewed/?limit=: recently viewed products from the productIds cookie. */
export function viewedRoutes(db: Db): Router {
  const router = Router();
  // Mounted at /api/catalog beside public routes: private on this route only.
  router.get('/block/viewed/', privateAnswers(), async (req, res) => {
    const { limit } = parseInput(limitSchema, req.query);
    const ids = decodeViewed(req.cookies?.[VIEWED_COOKIE]);
    // loadCards skips unknown and inactive ids, so the limit applies after it.
    const cards = await loadCards(db, ids);
    res.json(ok({ ITEMS: cards.slice(0, limit) }));
  });
  return router;
}
