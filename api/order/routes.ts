import { Router, type Response } from 'express';
import { ok } from '../../shared/contract';
import type { Db } from '../db/database';
import { privateAnswers } from '../http/private-answers';
import { parseInput } from '../http/validate';
import { sessionLookup } from '../session/service';
import { orderDraft } from './draft';
import { checkout, getOrder, listOrders, oneClickOrder } from './service';
import { checkoutSchema, draftSchema, fastOrderSchema, smartOrderSchema } from './validators';

const send = (res: Response, data: unknown) => res.json(ok(data));

/** /api/order/… (spec §7.3): POST with a JSON body, GET /list/. Every answer is personal. */
export function orderRoutes(db: Db): Router {
  const router = Router();
  router.use(privateAnswers());
  router.post('/', async (req, res) => {
    const form = parseInput(draftSchema, req.body);
    send(res, { draft: await orderDraft(db, sessionLookup(db, req, res), form) });
  });
  router.post('/checkout/', async (req, res) => {
    const input = parseInput(checkoutSchema, req.body);
    send(res, { order: await checkout(db, sessionLookup(db, req, res), input) });
  });
  router.post('/get/:code/', async (req, res) => {
    send(res, { order: await getOrder(db, sessionLookup(db, req, res), req.params.code) });
  });
  router.get('/list/', async (req, res) => {
    send(res, { orders: await listOrders(db, sessionLookup(db, req, res)) });
  });
  router.post('/fastOrder/', async (req, res) => {
    const input = parseInput(fastOrderSchema, req.body);
    send(res, { order: await oneClickOrder(db, sessionLookup(db, req, res), input) });
  });
  router.post('/smart/', async (req, res) => {
    const input = parseInput(smartOrderSchema, req.body);
    send(res, { order: await oneClickOrder(db, sessionLookup(db, req, res), input) });
  });
  return router;
}
