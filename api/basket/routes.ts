import { Router, type Response } from 'express';
import { ok } from '../../shared/contract';
import type { Basket } from '../../shared/contract/basket';
import type { Db } from '../db/database';
import { privateAnswers } from '../http/private-answers';
import { parseInput } from '../http/validate';
import { sessionLookup } from '../session/service';
import { addQuerySchema, couponQuerySchema, giftQuerySchema, offerQuerySchema } from './validators';
import * as basket from './service';

function send(res: Response, value: Basket): void {
  res.json(ok({ basket: value }));
}

/** /api/basket/… (spec §7.2): GET calls with query parameters, each answering data.basket. */
export function basketRoutes(db: Db): Router {
  const router = Router();
  // Personal, errors included: never kept by a shared cache.
  router.use(privateAnswers());
  router.get('/', async (req, res) => send(res, await basket.readBasket(db, sessionLookup(db, req, res))));
  router.get('/add/', async (req, res) => {
    const { id, quantity } = parseInput(addQuerySchema, req.query);
    send(res, await basket.addToBasket(db, sessionLookup(db, req, res), id, quantity));
  });
  router.get('/plus/', async (req, res) => {
    const { id } = parseInput(offerQuerySchema, req.query);
    send(res, await basket.plusInBasket(db, sessionLookup(db, req, res), id));
  });
  router.get('/minus/', async (req, res) => {
    const { id } = parseInput(offerQuerySchema, req.query);
    send(res, await basket.minusInBasket(db, sessionLookup(db, req, res), id));
  });
  router.get('/remove/', async (req, res) => {
    const { id } = parseInput(offerQuerySchema, req.query);
    send(res, await basket.removeFromBasket(db, sessionLookup(db, req, res), id));
  });
  router.get('/setGift/', async (req, res) => {
    const gift = parseInput(giftQuerySchema, req.query);
    send(res, await basket.setGift(db, sessionLookup(db, req, res), gift));
  });
  router.get('/setCoupon/', async (req, res) => {
    const { coupon } = parseInput(couponQuerySchema, req.query);
    send(res, await basket.setCoupon(db, sessionLookup(db, req, res), coupon));
  });
  router.get('/removeCoupon/', async (req, res) => {
    const { coupon } = parseInput(couponQuerySchema, req.query);
    send(res, await basket.removeCoupon(db, sessionLookup(db, req, res), coupon));
  });
  return router;
}
