import { Router } from 'express';
import { ok } from '../../shared/contract';
import type { Db } from '../db/database';
import { privateAnswers } from '../http/private-answers';
import { parseInput } from '../http/validate';
import { oneClickSchema } from '../order/validators';
import { sessionLookup } from '../session/service';
import { requestCallback, smartOrder } from './service';
import { callbackSchema } from './validators';

/** /api/form/… (spec §7.4): POST with a JSON body, answering data { id } (and the order). */
export function formRoutes(db: Db): Router {
  const router = Router();
  // Personal answers (a placed order among them), errors included: never kept by a shared cache.
  router.use(privateAnswers());
  router.post('/callback/', async (req, res) => {
    const input = parseInput(callbackSchema, req.body);
    res.json(ok(await requestCallback(db, sessionLookup(db, req, res), input)));
  });
  router.post('/smartOrder/', async (req, res) => {
    const input = parseInput(oneClickSchema, req.body);
    res.json(ok(await smartOrder(db, sessionLookup(db, req, res), input)));
  });
  return router;
}
