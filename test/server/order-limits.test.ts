/**
 * The limits on orders and call-back requests (issue 21, items 2 and 5), through the real
 * storefront in front of the real api, each shopper's address written by the proxy in front
 * (X-Forwarded-For, TRUST_PROXY=loopback) as client-address.test.ts does. A refusal counts only
 * against the address that sent it; a phone pays only for orders placed for it, and its owner, who
 * proved it with a code, is not stopped by what strangers did with its number.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { formRequests, orders } from '../../api/db/schema';
import { orderDataSchema } from '../../shared/contract/order';
import { insertBasketFixtures } from '../api/basket/basket-fixture';
import { checkoutBody, firstPickupPoint, ORDER_FIXTURES } from '../api/order/order-fixture';
import { expectEnvelope, refusalMessage, refusedField } from '../support/envelope';
import { useRealApi } from './support/real-api';
import { useTestShop } from './support/shop';

/** Small limits, to reach them: an address's orders, a phone's orders an hour. */
const LIMITS = { ORDERS_PER_IP_HOUR: '10', ORDERS_PER_PHONE_HOUR: '3' };

/** A fresh api on a database of its own for each test; the storefront of each test is made after it, pointing at it. */
const api = useRealApi(LIMITS, 'test');
const database = () => api().database;
let hat = 0;
let pointId = 0;

beforeEach(async () => {
  const { offerIds } = await insertBasketFixtures(database().db, ORDER_FIXTURES);
  hat = offerIds.get('ox-hat:44')!;
  pointId = await firstPickupPoint(database().db);
});

const VICTIM = '+7 (916) 765-43-21';

/** A shopper's browser behind the proxy, which names its address. */
function shopper(target: Parameters<typeof request.agent>[0], address: string) {
  const agent = request.agent(target);
  const from = (req: request.Test) => req.set('X-Forwarded-For', address);
  return {
    agent,
    add: () => from(agent.get('/api/basket/add/').query({ id: hat, quantity: 1 })),
    checkout: (overrides: object = {}) =>
      from(agent.post('/api/order/checkout/').send(checkoutBody(pointId, { phone: VICTIM, ...overrides }))),
    sendCode: (phone: string) => from(agent.post('/api/profile/sendCode/').send({ phone })),
    confirm: (phone: string, code: string) => from(agent.post('/api/order/confirmPhone/').send({ phone, code })),
    callback: (phone: string, message = 'я'.repeat(500)) =>
      from(agent.post('/api/form/callback/').send({ name: 'Ольга', phone, message, consent: true })),
  };
}

const placed = (res: request.Response) => {
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, orderDataSchema).order;
};

/** Confirms `phone` for this browser as the form does: the sign-in code, then POST /order/confirmPhone/. */
async function confirm(browser: ReturnType<typeof shopper>, phone: string) {
  const sent = await browser.sendCode(phone);
  expect(sent.status, sent.text).toBe(200);
  const code = (sent.body as { data: { DEMO_CODE: string } }).data.DEMO_CODE;
  expect((await browser.confirm(phone, code)).status).toBe(200);
}

describe('orders: a phone is not blocked by refusals or by strangers', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url } }));

  it('counts ten empty checkouts with a victim’s phone only against their address; the victim then orders', async () => {
    const attacker = shopper(shop().app, '203.0.113.66');
    for (let i = 0; i < 10; i++) {
      expect(refusalMessage(await attacker.checkout(), 409)).toBe('Корзина пуста — добавьте товары, чтобы оформить заказ');
    }
    // The attacker's address has spent its hour; the victim's phone has not.
    const stopped = await attacker.checkout();
    expect(refusalMessage(stopped, 429)).toMatch(/^Слишком много заказов\. Попробуйте через \d+ мин$/);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);

    const victim = shopper(shop().app, '198.51.100.7');
    expect((await victim.add()).status).toBe(200);
    expect(placed(await victim.checkout()).CONTACT.PHONE).toBe('+7 (916) 765-4321');
    expect(await database().db.$count(orders)).toBe(1);
  });

  it('lets the owner who confirmed the phone order after strangers used up its hour from many addresses', async () => {
    for (let i = 1; i <= 3; i++) {
      const stranger = shopper(shop().app, `203.0.113.${i}`);
      await stranger.add();
      placed(await stranger.checkout());
    }
    const fourth = shopper(shop().app, '203.0.113.4');
    await fourth.add();
    const refused = await fourth.checkout();
    expect(refusalMessage(refused, 429)).toMatch(/^Слишком много заказов на этот телефон\. Попробуйте через \d+ мин$/);
    expect(refusedField(refused)).toBe('phone');

    const owner = shopper(shop().app, '198.51.100.8');
    await confirm(owner, VICTIM);
    await owner.add();
    placed(await owner.checkout());
    await owner.add();
    expect(placed(await owner.checkout({ payment: 'cash' })).PAYMENT.METHOD).toBe('cash');
    expect(await database().db.$count(orders)).toBe(5);
  });

  it('lets only one of two parallel placements past the phone’s last order of the hour', async () => {
    for (const address of ['203.0.113.10', '203.0.113.13']) {
      const earlier = shopper(shop().app, address);
      await earlier.add();
      placed(await earlier.checkout());
    }
    const pair = [shopper(shop().app, '203.0.113.11'), shopper(shop().app, '203.0.113.12')];
    for (const browser of pair) await browser.add();
    const answers = await Promise.all(pair.map((browser) => browser.checkout()));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await database().db.$count(orders)).toBe(3);
  });
});

describe('the call-back form', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url } }));
  let phones = 0;
  const freshPhone = () => `+7916000${String(++phones).padStart(4, '0')}`;

  it('takes CALLBACKS_PER_IP_HOUR (10) of sixty 500-character requests from one address; another address is served', async () => {
    const flood = shopper(shop().app, '203.0.113.77');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await flood.callback(freshPhone())).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(50).fill(429)]);
    expect(refusalMessage(await flood.callback(freshPhone()), 429)).toMatch(/^Слишком много заявок на звонок\. Попробуйте через \d+ мин$/);

    const parent = shopper(shop().app, '198.51.100.9');
    expect((await parent.callback(VICTIM, 'Подскажите размер')).status).toBe(200);
    expect(await database().db.$count(formRequests)).toBe(11);
  });

  it('takes CALLBACKS_PER_PHONE_HOUR (3) for one phone from any addresses; other phones are served', async () => {
    for (let i = 1; i <= 3; i++) expect((await shopper(shop().app, `203.0.113.${20 + i}`).callback(VICTIM)).status).toBe(200);
    const refused = await shopper(shop().app, '203.0.113.24').callback(VICTIM);
    expect(refusalMessage(refused, 429)).toMatch(/^Слишком много заявок на звонок\. Попробуйте через \d+ мин$/);
    expect(refusedField(refused)).toBe('phone');
    expect((await shopper(shop().app, '203.0.113.24').callback(freshPhone())).status).toBe(200);
    expect(await database().db.$count(formRequests)).toBe(4);
  });
});

describe('the call-back form on a shop facing the internet itself (TRUST_PROXY=none)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url, TRUST_PROXY: 'none' } }));

  it('is one address whatever X-Forwarded-For each request forges', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const forged = shopper(shop().app, `198.51.100.${100 + i}`);
      statuses.push((await forged.callback(`+79030000${String(i).padStart(3, '0')}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
  });
});
