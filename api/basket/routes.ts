import type { Basket } from '../../shared/contract/basket';
import type { basketCalls } from '../../shared/contract/calls/basket';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import * as basket from './service';

/** /api/basket/… (spec §7.2): each call answers data.basket, the basket after it. */
export function basketHandlers(db: Db): DomainHandlers<keyof typeof basketCalls> {
  const answer = async (value: Promise<Basket>) => ({ basket: await value });
  return {
    'GET /basket/': (_args, call) => answer(basket.readBasket(db, sessionLookup(db, call))),
    'GET /basket/add/': ({ query }, call) => answer(basket.addToBasket(db, sessionLookup(db, call), query.id, query.quantity)),
    'GET /basket/plus/': ({ query }, call) => answer(basket.plusInBasket(db, sessionLookup(db, call), query.id)),
    'GET /basket/minus/': ({ query }, call) => answer(basket.minusInBasket(db, sessionLookup(db, call), query.id)),
    'GET /basket/remove/': ({ query }, call) => answer(basket.removeFromBasket(db, sessionLookup(db, call), query.id)),
    'GET /basket/setGift/': ({ query }, call) => answer(basket.setGift(db, sessionLookup(db, call), query)),
    'GET /basket/setCoupon/': ({ query }, call) => answer(basket.setCoupon(db, sessionLookup(db, call), query.coupon)),
    'GET /basket/removeCoupon/': ({ query }, call) => answer(basket.removeCoupon(db, sessionLookup(db, call), query.coupon)),
  };
}
