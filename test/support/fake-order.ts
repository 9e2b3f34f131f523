/**
 * Orders for the fake api (shared/contract/order.ts): one known order code, the checkout draft of
 * an empty basket and the list; the basket: one line for a browser with a session, empty without. Any other order code answers 404 as the real api does for an
 * unknown or someone else's order.
 */
import type express from 'express';
import { fail, ok } from '../../shared/contract';
import type { Basket } from '../../shared/contract/basket';
import type { Order, OrderDraft } from '../../shared/contract/order';

export const FAKE_ORDER_CODE = 'ABC123';

export const fakeOrder: Order = {
  CODE: FAKE_ORDER_CODE,
  KIND: 'checkout',
  STATUS: 'new',
  STATUS_NAME: 'Ожидает оплаты',
  CREATED_AT: '2026-03-05T15:30:00Z',
  PAID_AT: null,
  TRACKING_NUMBER: null,
  ITEMS: [
    {
      ID: 51,
      PRODUCT: {
        CODE: 'bodi-molochnyy',
        NAME: 'Боди «Молочное»',
        URL: '/shop/5-bodi-molochnyy-product/',
        PICTURE: null,
        COLOR: 'Молочный',
      },
      SIZE: '62',
      QUANTITY: 1,
      PRICE: 1290,
      OLD_PRICE: null,
      SUM: 1290,
    },
  ],
  PRICE_WITHOUT_DISCOUNT: 1290,
  DISCOUNT: 0,
  DELIVERY_PRICE: 290,
  PRICE: 1580,
  CERTIFICATE: null,
  TO_PAY: 1580,
  CERTIFICATES: [],
  TOTAL_QUANTITY: 1,
  COUPON: null,
  CONTACT: { NAME: 'Анна', PHONE: '79123456789', EMAIL: null },
  DELIVERY: {
    METHOD: 'pickup',
    NAME: 'Пункт выдачи',
    PICKUP_POINT: { ID: 1, CODE: 'MSK-01', CITY: 'Москва', ADDRESS: 'ул. Тверская, д. 18', SCHEDULE: 'ежедневно 10:00–22:00' },
    ADDRESS: null,
  },
  PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: true, PAY_URL: `/personal/order/${FAKE_ORDER_CODE}/sbp/` },
  GIFT: { WRAP: false, MESSAGE: '', NO_PRICES: false },
  COMMENT: '',
  CANCELLATION: null,
  REFUND_DUE: null,
};

const emptyDraft: OrderDraft = {
  basket: {
    ITEMS: [],
    PRICE_WITHOUT_DISCOUNT: 0,
    DISCOUNT: 0,
    PRICE: 0,
    TOTAL_QUANTITY: 0,
    COUNT: 0,
    COUPON: null,
    GIFT: { WRAP: false, MESSAGE: '', NO_PRICES: false },
    DELIVERY: { FREE_FROM: 7000, LEFT_FOR_FREE: 7000 },
  },
  DELIVERY: [],
  PAYMENT: [],
  PICKUP_POINTS: [],
  NEEDS_DELIVERY: true,
  DELIVERY_PRICE: 0,
  TOTAL: 0,
  CERTIFICATE: null,
  CERTIFICATE_ERROR: null,
  TO_PAY: 0,
};

/** The basket of a browser with a session cookie: one line of the known order's bodysuit. */
export const fakeBasket: Basket = {
  ...emptyDraft.basket,
  ITEMS: [
    {
      ID: 51,
      PRODUCT: {
        ID: 5,
        CODE: 'bodi-molochnyy',
        NAME: 'Боди «Молочное»',
        URL: '/shop/5-bodi-molochnyy-product/',
        PICTURE: null,
        COLOR: 'Молочный',
      },
      SIZE: '62',
      QUANTITY: 1,
      PRICE: 1290,
      OLD_PRICE: null,
      SUM: 1290,
      AVAILABLE: true,
      MAX_QUANTITY: 3,
    },
  ],
  PRICE_WITHOUT_DISCOUNT: 1290,
  PRICE: 1290,
  TOTAL_QUANTITY: 1,
  COUNT: 1,
  DELIVERY: { FREE_FROM: 7000, LEFT_FOR_FREE: 5710 },
};

export function mountFakeOrders(app: express.Express) {
  app.get('/api/basket/', (req, res) => {
    res.json(ok({ basket: req.headers.cookie?.includes('sid=') ? fakeBasket : emptyDraft.basket }));
  });
  app.post('/api/order/', (_req, res) => {
    res.json(ok({ draft: emptyDraft }));
  });
  app.get('/api/order/list/', (_req, res) => {
    res.json(ok({ orders: [fakeOrder] }));
  });
  app.post('/api/order/get/:code/', (req, res) => {
    if (req.params.code !== FAKE_ORDER_CODE) return void res.status(404).json(fail([{ message: 'Заказ не найден' }]));
    res.json(ok({ order: fakeOrder }));
  });
}
