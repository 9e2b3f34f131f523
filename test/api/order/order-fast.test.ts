import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { offers, orders, products, sessions } from '../../../api/db/schema';
import type { FastOrderBody } from '../../../shared/contract/order';
import { basketOf, offersOf } from '../basket/basket-fixture';
import { errorOf, fastOrderBody, orderOf, ordersOf, type Shopper, shopperWith, stockOf, useOrderApi } from './order-fixture';
import { confirmPhone } from '../profile/profile-fixture';

const api = useOrderApi();
const offer = offersOf(api);

const fastOrder = (browser: Shopper, overrides: Partial<FastOrderBody>) =>
  browser.post('/api/order/fastOrder/').send(fastOrderBody(overrides));

/** What every one-click order is: paid on receipt, delivery agreed on the phone. */
const oneClick = {
  KIND: 'fast',
  STATUS: 'new',
  STATUS_NAME: 'Принят',
  DELIVERY_PRICE: 0,
  DELIVERY: { METHOD: null, NAME: 'Согласуем по телефону', PICKUP_POINT: null, ADDRESS: null },
  PAYMENT: { METHOD: 'cash', NAME: 'При получении', CAN_PAY: false, PAY_URL: null },
};

describe('POST /api/order/fastOrder/ (one offer, from the product page)', () => {
  it('places it for a browser that confirmed the phone, which then finds it in its list; the basket stays as it was', async () => {
    const browser = request.agent(api().app);
    await confirmPhone(browser, '9031112233');
    const order = orderOf(await fastOrder(browser, { offerId: offer('ox-body:68'), quantity: 2, comment: 'Подарок' }));
    expect(order).toMatchObject({
      ...oneClick,
      PRICE_WITHOUT_DISCOUNT: 3000,
      PRICE: 3000,
      TOTAL_QUANTITY: 2,
      CONTACT: { NAME: 'Мария', PHONE: '+7 (903) 111-2233', EMAIL: null },
      COMMENT: 'Подарок',
    });
    expect(order.ITEMS).toEqual([expect.objectContaining({ ID: offer('ox-body:68'), QUANTITY: 2, SUM: 3000 })]);
    expect(await stockOf(api().db, offer('ox-body:68'))).toBe(1);
    expect(ordersOf(await browser.get('/api/order/list/')).map((o) => o.CODE)).toEqual([order.CODE]);

    const shopper = await shopperWith(api().app, [[offer('ox-hat:44'), 2]]);
    await confirmPhone(shopper, '9161112233');
    orderOf(await fastOrder(shopper, { offerId: offer('ox-body:62'), phone: '9161112233' }));
    expect(basketOf(await shopper.get('/api/basket/')).TOTAL_QUANTITY).toBe(2);
  });

  it('takes one unit when no quantity is given, and a retry with the same key answers the same order', async () => {
    const browser = request.agent(api().app);
    await confirmPhone(browser, '9031112233');
    const sent = fastOrderBody({ offerId: offer('ox-hat:44') });
    const first = orderOf(await browser.post('/api/order/fastOrder/').send(sent));
    expect(orderOf(await browser.post('/api/order/fastOrder/').send(sent))).toEqual(first);
    expect(first.TOTAL_QUANTITY).toBe(1);
    expect(await api().db.$count(orders)).toBe(1);
    expect(await stockOf(api().db, offer('ox-hat:44'))).toBe(19);
  });

  it('answers the retry of an order that took the last units with that order, not with «sold out»', async () => {
    const browser = request.agent(api().app);
    await confirmPhone(browser, '9031112233');
    const sent = fastOrderBody({ offerId: offer('ox-body:68'), quantity: 3 });
    const first = orderOf(await browser.post('/api/order/fastOrder/').send(sent));
    expect(await stockOf(api().db, offer('ox-body:68'))).toBe(0);
    expect(orderOf(await browser.post('/api/order/fastOrder/').send(sent))).toEqual(first);
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-body:68') }), 409)).toBe('Товар «Товар ox-body», размер 68, закончился');
  });

  it('refuses bad input with 400 and makes no session', async () => {
    const browser = request.agent(api().app);
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-hat:44'), consent: false }), 400)).toBe(
      'Нужно согласие на обработку персональных данных',
    );
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-hat:44'), phone: '123' }), 400)).toBe(
      'Проверьте номер телефона: нужно 10 цифр после +7',
    );
    expect(errorOf(await fastOrder(browser, {}), 400)).toBe('Укажите товар: номер предложения (offerId)');
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-hat:44'), quantity: 0 }), 400)).toBe(
      'Количество должно быть целым числом от 1 до 999',
    );
    expect(await api().db.$count(sessions)).toBe(0);
    expect(await api().db.$count(orders)).toBe(0);
  });

  it('refuses an unknown or withdrawn offer (404), a sold-out one or one over the stock (409), leaving no trace', async () => {
    const browser = request.agent(api().app);
    await confirmPhone(browser, '9031112233');
    expect(errorOf(await fastOrder(browser, { offerId: 987_654 }), 404)).toBe('Товар не найден');
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-body:74') }), 409)).toBe('Товар «Товар ox-body», размер 74, закончился');
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-body:68'), quantity: 4 }), 409)).toBe(
      'Товара «Товар ox-body», размер 68, в наличии только 3 шт.',
    );
    await api().db.update(products).set({ active: false }).where(eq(products.code, 'ox-hat'));
    expect(errorOf(await fastOrder(browser, { offerId: offer('ox-hat:44') }), 404)).toBe('Товар не найден');
    expect(await api().db.$count(orders)).toBe(0);
    // Only the session that confirmed the phone.
    expect(await api().db.$count(sessions)).toBe(1);
    const stocks = await api()
      .db.select({ stock: offers.stock })
      .from(offers)
      .where(eq(offers.id, offer('ox-body:68')));
    expect(stocks).toEqual([{ stock: 3 }]);
  });
});

describe('POST /api/order/smart/ (the whole basket, one click)', () => {
  it('places the basket with its coupon and gift options and empties it', async () => {
    const shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 2],
      [offer('ox-hat:44'), 1],
    ]);
    await confirmPhone(shopper, '9031112233');
    basketOf(await shopper.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' }));
    basketOf(await shopper.get('/api/basket/setGift/').query({ wrap: 'Y' }));
    const order = orderOf(await shopper.post('/api/order/smart/').send(fastOrderBody({ offerId: offer('ox-leto:80') })));
    // The offerId sent along is not read: the basket is ordered.
    expect(order).toMatchObject({
      ...oneClick,
      PRICE_WITHOUT_DISCOUNT: 3450.5,
      DISCOUNT: 345.05,
      PRICE: 3105.45,
      COUPON: 'SKIDKA10',
      GIFT: { WRAP: true },
    });
    expect(order.ITEMS.map((i) => i.ID)).toEqual([offer('ox-body:62'), offer('ox-hat:44')]);
    expect(basketOf(await shopper.get('/api/basket/'))).toMatchObject({ ITEMS: [], COUPON: null });
    expect(await stockOf(api().db, offer('ox-leto:80'))).toBe(5);
  });

  it('refuses an empty basket (409); a browser without a session has confirmed no phone (403), and gets none', async () => {
    expect(errorOf(await request.agent(api().app).post('/api/order/smart/').send(fastOrderBody()), 403)).toMatch(
      /^Подтвердите телефон кодом из СМС/,
    );
    expect(await api().db.$count(sessions)).toBe(0);
    const browser = request.agent(api().app);
    await confirmPhone(browser, '9031112233');
    expect(errorOf(await browser.post('/api/order/smart/').send(fastOrderBody()), 409)).toBe(
      'Корзина пуста — добавьте товары, чтобы оформить заказ',
    );
  });
});
