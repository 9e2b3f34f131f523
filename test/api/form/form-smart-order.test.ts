import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formRequests, orders } from '../../../api/db/schema';
import { smartOrderDataSchema, type FastOrderBody } from '../../../shared/contract';
import { expectEnvelope } from '../../support/envelope';
import { basketOf, errorOf, fastOrderBody, offersOf, type Shopper, shopperWith, stockOf, useOrderApi } from '../order/order-fixture';
import { confirmPhone } from '../profile/profile-fixture';

const api = useOrderApi();
const offer = offersOf(api);

/** The form's fields as a shopper types them: the phone with its spaces and dashes. */
const body = (overrides: Partial<FastOrderBody> = {}) => fastOrderBody({ name: 'Игорь', phone: '+7 999 000-11-22', ...overrides });
function answerOf(res: request.Response) {
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const data = expectEnvelope(res, smartOrderDataSchema);
  expect(data.order).toBeDefined();
  return { id: data.id, order: data.order! };
}
const smartOrder = (browser: Shopper, sent: FastOrderBody) => browser.post('/api/form/smartOrder/').send(sent);
/** A browser that confirmed the form's phone, as the form asks before a one-click order. */
async function confirmed(browser: Shopper): Promise<Shopper> {
  await confirmPhone(browser, body().phone);
  return browser;
}

describe('POST /api/form/smartOrder/ (the one-click form)', () => {
  it('with an offerId orders that offer and records the request with its order', async () => {
    const browser = await confirmed(request.agent(api().app));
    const { id, order } = answerOf(await smartOrder(browser, body({ offerId: offer('ox-leto:80'), quantity: 2 })));
    expect(order).toMatchObject({ KIND: 'fast', PRICE: 4000, PAYMENT: { METHOD: 'cash' }, DELIVERY: { METHOD: null } });
    expect(await stockOf(api().db, offer('ox-leto:80'))).toBe(3);
    const [placed] = await api().db.select({ id: orders.id }).from(orders);
    expect(await api().db.select().from(formRequests)).toEqual([
      expect.objectContaining({ id, kind: 'smartOrder', name: 'Игорь', phone: '79990001122', orderId: placed!.id }),
    ]);
  });

  it('without an offerId orders the whole basket and empties it', async () => {
    const shopper = await shopperWith(api().app, [
      [offer('ox-body:62'), 1],
      [offer('ox-hat:44'), 2],
    ]);
    await confirmed(shopper);
    const { order } = answerOf(await smartOrder(shopper, body({ comment: 'Удобно после 18:00' })));
    expect(order).toMatchObject({ KIND: 'fast', TOTAL_QUANTITY: 3, PRICE: 2401, COMMENT: 'Удобно после 18:00' });
    expect(basketOf(await shopper.get('/api/basket/')).ITEMS).toEqual([]);
    const [row] = await api().db.select().from(formRequests);
    expect(row).toMatchObject({ kind: 'smartOrder', message: 'Удобно после 18:00' });
  });

  it('answers a retry with the same key with the same request and order', async () => {
    const browser = await confirmed(request.agent(api().app));
    const sent = body({ offerId: offer('ox-hat:44') });
    const first = answerOf(await smartOrder(browser, sent));
    const again = answerOf(await smartOrder(browser, sent));
    expect(again).toEqual(first);
    expect(await api().db.$count(orders)).toBe(1);
    expect(await api().db.select().from(formRequests)).toHaveLength(1);
    expect(await stockOf(api().db, offer('ox-hat:44'))).toBe(19);
  });

  it('refuses without consent (400), an unconfirmed phone (403) or with an empty basket (409), recording nothing', async () => {
    const browser = request.agent(api().app);
    expect(errorOf(await smartOrder(browser, body({ offerId: offer('ox-hat:44'), consent: false })), 400)).toBe(
      'Нужно согласие на обработку персональных данных',
    );
    expect(errorOf(await smartOrder(browser, body({ offerId: offer('ox-hat:44') })), 403)).toMatch(/^Подтвердите телефон кодом из СМС/);
    await confirmed(browser);
    expect(errorOf(await smartOrder(browser, body()), 409)).toBe('Корзина пуста — добавьте товары, чтобы оформить заказ');
    expect(errorOf(await smartOrder(browser, body({ offerId: offer('ox-body:74') })), 409)).toBe(
      'Товар «Товар ox-body», размер 74, закончился',
    );
    expect(await api().db.select().from(formRequests)).toEqual([]);
    expect(await api().db.$count(orders)).toBe(0);
  });
});
