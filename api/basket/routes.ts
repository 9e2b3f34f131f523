import type { Basket } from '../../shared/contract/basket';
import type { basketCalls } from '../../shared/contract/calls/basket';
import type { Db } from '../db/database';
import type { CallContext, DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import * as basket from './service';

/** /api/basket/… (spec §7.2): each call answers data.basket, the basket after it. */
export function basketHandlers(db: Db): DomainHandlers<keyof typeof basketCalls> {
  const session = ({ req, res }: CallContext) => sessionLookup(db, req, res);
  const answer = async (value: Promise<Basket>) => ({ basket: await value });
  return {
    'GET /basket/': (_args, context) => answer(basket.readBasket(db, session(context))),
    'GET /basket/add/': ({ query }, context) => answer(basket.addToBasket(db, session(context), query.id, query.quantity)),
    'GET /basket/plus/': ({ query }, context) => answer(basket.plusInBasket(db, session(context), query.id)),
    'GET /basket/minus/': ({ query }, context) => answer(basket.minusInBasket(db, session(context), query.id)),
    'GET /basket/remove/': ({ query }, context) => answer(basket.removeFromBasket(db, session(context), query.id)),
    'GET /basket/setGift/': ({ query }, context) => answer(basket.setGift(db, session(context), query)),
    'GET /basket/setCoupon/': ({ query }, context) => answer(basket.setCoupon(db, session(context), query.coupon)),
    'GET /basket/removeCoupon/': ({ query }, context) => answer(basket.removeCoupon(db, session(context), query.coupon)),
  };
}
