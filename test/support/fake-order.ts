/**
 * The basket and orders of the fake api (shared/contract/order.ts), made by the contract fixtures'
 * factory (client/testing/orders.ts): a browser with a session has the factory's basket, one
 * without an empty one; the checkout draft is an empty basket's, its pickup points Moscow's; one
 * order is known by its code.
 * Any other order code answers 404, as the real api does for an unknown or someone else's order.
 */
import type { Request } from 'express';
import { basket, cityPoints, emptyBasket, emptyDraft, order } from '../../client/testing/orders';
import { FakeRefusal, type FakeAnswers } from './fake-calls';

export const FAKE_ORDER_CODE = 'ABC123';

export const fakeOrder = order({ CODE: FAKE_ORDER_CODE });

/** The basket of a browser with a session cookie. */
export const fakeBasket = basket();

const hasSession = (req: Request) => req.headers.cookie?.includes('sid=') ?? false;

/** The basket's and the orders' calls (issue 4). */
export const fakeOrderAnswers = {
  'GET /basket/': (req) => ({ basket: hasSession(req) ? fakeBasket : emptyBasket() }),
  'POST /order/': () => ({ draft: emptyDraft() }),
  // The checkout's pickup points (issue 25): the city it opens on, whichever is asked.
  'GET /delivery/points/': () => cityPoints(),
  'GET /delivery/cities/': () => ({ ITEMS: [cityPoints().CITY!] }),
  'GET /order/list/': () => ({ orders: [fakeOrder] }),
  'POST /order/get/{code}/': (req) =>
    String(req.params.code) === FAKE_ORDER_CODE ? { order: fakeOrder } : new FakeRefusal(404, 'Заказ не найден'),
} satisfies FakeAnswers;
