/**
 * Hoarding the stock with orders paid on receipt (issue 21, item 3): nothing releases them by
 * itself, so they go only to a phone the browser's session proved with the sign-in code (or the
 * signed-in account's own), and a phone holds at most OPEN_ORDERS_ON_RECEIPT_PER_PHONE of them open
 * (parallel placements: order-concurrency.test.ts).
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../api/db/schema';
import { cancelOrder } from '../../../api/order/service';
import { shipOrder } from '../../support/ship';
import { confirmedPhonesDataSchema } from '../../../shared/contract/order';
import { expectEnvelope, refusedField } from '../../support/envelope';
import { basketOf, BY_STAFF, checkoutBody, errorOf, newKey, orderOf, type Shopper, shopperWith, stockOf } from './order-fixture';
import { ANNA, codeFor, confirmPhone, register, sidSet, useProfileApi } from '../profile/profile-fixture';

const api = useProfileApi({ ORDERS_PER_PHONE_HOUR: '100', ORDERS_PER_IP_HOUR: '100' });
const offer = (key: string) => api().fixture.offerIds.get(key)!;

const OLGA = '+7 (903) 111-22-33';
const UNCONFIRMED = 'Подтвердите телефон кодом из СМС: заказ с оплатой при получении оформляется только на подтверждённый номер';
const CAPPED =
  'На этот телефон уже оформлено 3 заказа с оплатой при получении, которые ещё не отправлены. ' +
  'Новый можно оформить, когда один из них отправят или отменят, или оплатите заказ по СБП';

const oneClick = (overrides: object = {}) => ({ name: 'Ольга', phone: OLGA, consent: true, idempotencyKey: newKey(), ...overrides });
const fastOrder = (browser: Shopper, offerId: number, quantity = 1, phone = OLGA) =>
  browser.post('/api/order/fastOrder/').send(oneClick({ offerId, quantity, phone }));
const phonesOf = async (browser: Shopper) => expectEnvelope(await browser.get('/api/order/phones/'), confirmedPhonesDataSchema).PHONES;

/** The refusal of an order for a phone the session has not confirmed: 403 beside the phone, nothing placed. */
function expectUnconfirmed(res: request.Response) {
  expect(errorOf(res, 403)).toBe(UNCONFIRMED);
  expect(refusedField(res)).toBe('phone');
}

describe('an order paid on receipt, for a phone the session has not confirmed', () => {
  it('is refused in every one-click form and at checkout, so another shopper can still add every unit', async () => {
    const size = offer('ox-body:68'); // 3 units in stock
    const hoarder = await shopperWith(api().app, [[size, 3]]);
    expectUnconfirmed(await fastOrder(hoarder, size, 3));
    expectUnconfirmed(await hoarder.post('/api/form/smartOrder/').send(oneClick({ offerId: size, quantity: 3 })));
    expectUnconfirmed(await hoarder.post('/api/order/smart/').send(oneClick()));
    expectUnconfirmed(await hoarder.post('/api/form/smartOrder/').send(oneClick()));
    expectUnconfirmed(
      await hoarder.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, { phone: OLGA, payment: 'cash' })),
    );
    // A browser that never had a session gets none for the refusal.
    const stranger = request.agent(api().app);
    const refused = await fastOrder(stranger, size, 3);
    expectUnconfirmed(refused);
    expect(sidSet(refused)).toBeUndefined();

    expect(await api().db.$count(orders)).toBe(0);
    expect(await stockOf(api().db, size)).toBe(3);
    const other = request.agent(api().app);
    expect(basketOf(await other.get('/api/basket/add/').query({ id: size, quantity: 3 })).TOTAL_QUANTITY).toBe(3);
  });

  it('is placed once the session confirmed the phone with the sign-in code; a wrong code confirms nothing', async () => {
    const browser = request.agent(api().app);
    const code = await codeFor(browser, OLGA);
    const wrong = await browser.post('/api/order/confirmPhone/').send({ phone: OLGA, code: code === '000000' ? '111111' : '000000' });
    expect(errorOf(wrong, 400)).toBe('Неверный код. Осталось попыток: 4');
    expect(refusedField(wrong)).toBe('code');
    expect(await phonesOf(browser)).toEqual([]);

    const confirmed = await browser.post('/api/order/confirmPhone/').send({ phone: OLGA, code });
    expect(expectEnvelope(confirmed, confirmedPhonesDataSchema).PHONES).toEqual(['79031112233']);
    expect(await phonesOf(browser)).toEqual(['79031112233']);
    // The code is used up, as a sign-in would use it.
    expect(errorOf(await browser.post('/api/order/confirmPhone/').send({ phone: OLGA, code }), 400)).toBe(
      'Код устарел или не запрашивался — запросите новый',
    );

    const order = orderOf(await fastOrder(browser, offer('ox-body:68'), 2));
    expect(order).toMatchObject({ PAYMENT: { METHOD: 'cash' }, CONTACT: { PHONE: '+7 (903) 111-2233' } });
    expect(await stockOf(api().db, offer('ox-body:68'))).toBe(1);
  });

  it('stays confirmed through sign-in, in this browser only, and is forgotten at sign-out', async () => {
    const browser = request.agent(api().app);
    await confirmPhone(browser, OLGA);
    const elsewhere = await shopperWith(api().app, [[offer('ox-hat:44'), 1]]);
    expectUnconfirmed(await fastOrder(elsewhere, offer('ox-hat:44')));

    await register(browser, ANNA);
    expect(await phonesOf(browser)).toEqual(['79161234567', '79031112233']);
    orderOf(await fastOrder(browser, offer('ox-hat:44')));

    expect((await browser.post('/api/profile/logout/').send({})).status).toBe(200);
    expect(await phonesOf(browser)).toEqual([]);
    expectUnconfirmed(await fastOrder(browser, offer('ox-hat:44')));
  });

  it('asks nothing of a signed-in shopper ordering to her own phone, and refuses her another phone unconfirmed', async () => {
    const browser = request.agent(api().app);
    await register(browser, ANNA);
    await browser.get('/api/basket/add/').query({ id: offer('ox-hat:44'), quantity: 1 });
    const placed = orderOf(await browser.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, { payment: 'cash' })));
    expect(placed.PAYMENT.METHOD).toBe('cash');
    expectUnconfirmed(await fastOrder(browser, offer('ox-hat:44'), 1, OLGA));
  });

  it('is not asked for an order paid by SBP', async () => {
    const guest = await shopperWith(api().app, [[offer('ox-hat:44'), 1]]);
    const placed = orderOf(await guest.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, { phone: OLGA })));
    expect(placed.PAYMENT.METHOD).toBe('sbp');
  });
});

describe('open orders on receipt per phone (OPEN_ORDERS_ON_RECEIPT_PER_PHONE, 3 by default)', () => {
  it('lets a confirmed phone hold 3; the 4th is refused beside the phone until one is shipped or cancelled; others are served', async () => {
    const hat = offer('ox-hat:44');
    const hoarder = request.agent(api().app);
    await confirmPhone(hoarder, OLGA);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(orderOf(await fastOrder(hoarder, hat, 2)));
    const capped = await fastOrder(hoarder, hat, 2);
    expect(errorOf(capped, 409)).toBe(CAPPED);
    expect(refusedField(capped)).toBe('phone');
    expect(await stockOf(api().db, hat)).toBe(14);

    // Another shopper, another phone: served, and the stock is still there to add.
    const parent = request.agent(api().app);
    await confirmPhone(parent, ANNA);
    orderOf(await fastOrder(parent, hat, 1, ANNA));
    expect(basketOf(await request.agent(api().app).get('/api/basket/add/').query({ id: hat, quantity: 5 })).TOTAL_QUANTITY).toBe(5);
    // By SBP the hoarder's phone is not capped: those orders are released when unpaid.
    const online = await shopperWith(api().app, [[hat, 1]]);
    orderOf(await online.post('/api/order/checkout/').send(checkoutBody(api().fixture.pointId, { phone: OLGA })));

    const idOf = async (code: string) => (await api().db.select({ id: orders.id }).from(orders).where(eq(orders.code, code)))[0]!.id;
    expect(await cancelOrder(api().db, await idOf(placed[0]!.CODE), BY_STAFF)).toBe('cancelled');
    orderOf(await fastOrder(hoarder, hat));
    expect(errorOf(await fastOrder(hoarder, hat), 409)).toBe(CAPPED);
    expect(await shipOrder(api().db, await idOf(placed[1]!.CODE), 'PSL-000123')).toBe('shipped');
    orderOf(await fastOrder(hoarder, hat));
  });
});
