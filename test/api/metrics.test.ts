import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { METRICS_LOOPBACK_ONLY, METRICS_TOKEN_MISSING, METRICS_TOKEN_WRONG, metricsAccess } from '../../shared/node/metrics-route';
import { testApiApp, createTestDatabase, useTestApi } from '../support/database';
import { expectEnvelope } from '../support/envelope';
import { useFresh } from '../support/lifetime';
import { metricValue } from '../support/metrics-text';
import { checkoutBody, offersOf, orderOf, shopperWith, useOrderApi } from './order-fixture';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics of the api shows counters moving', () => {
  const api = useOrderApi();
  const offer = offersOf(api);
  const scrape = async () => {
    const res = await request(api().app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  it('a request lands in its route pattern’s histogram, never under its raw path', async () => {
    const series = { service: 'api', method: 'GET', route: '/api/basket/add/', status: '200' };
    const before = metricValue(await scrape(), 'shop_http_request_duration_seconds_count', series);
    await shopperWith(api().app, [[offer('ox-body:62'), 1]]);
    const after = await scrape();
    expect(metricValue(after, 'shop_http_request_duration_seconds_count', series)).toBe(before + 1);
    // An address nobody routes is one bounded series, whatever was typed.
    await request(api().app).get('/api/no-such-call-12345/');
    const text = await scrape();
    expect(text).not.toContain('no-such-call-12345');
    expect(
      metricValue(text, 'shop_http_request_duration_seconds_count', { service: 'api', route: 'other', status: '404' }),
    ).toBeGreaterThan(0);
  });

  it('an order placed moves shop_orders_placed_total once (a retry with its key does not), paid moves shop_orders_paid_total', async () => {
    const placed = { kind: 'checkout', payment: 'sbp' };
    const before = await scrape();
    const shopper = await shopperWith(api().app, [[offer('ox-hat:44'), 1]]);
    const body = checkoutBody(api().fixture.pointId);
    const order = orderOf(await shopper.post('/api/order/checkout/').send(body));
    // The same form sent again (a double click, a lost answer) finds the order: no second count.
    await shopper.post('/api/order/checkout/').send(body);
    const after = await scrape();
    expect(metricValue(after, 'shop_orders_placed_total', placed)).toBe(metricValue(before, 'shop_orders_placed_total', placed) + 1);

    const paidBefore = metricValue(after, 'shop_orders_paid_total', { via: 'sbp' });
    expect((await shopper.get(`/api/order/getPaymentByOrderCode/${order.CODE}/`)).status).toBe(200);
    expect((await shopper.post(`/api/payment/sandbox/${order.CODE}/pay/`)).status).toBe(200);
    // Paying again changes nothing, and counts nothing.
    await shopper.post(`/api/payment/sandbox/${order.CODE}/pay/`);
    expect(metricValue(await scrape(), 'shop_orders_paid_total', { via: 'sbp' })).toBe(paidBefore + 1);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const app = useFresh(
    async () => {
      const database = await createTestDatabase();
      return { app: testApiApp(database, { METRICS_TOKEN: TOKEN }), drop: database.drop };
    },
    (made) => made.drop(),
    'file',
  );

  it('refuses without the token (401, a Russian message, WWW-Authenticate), even from this machine', async () => {
    const res = await request(app().app).get('/metrics');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expectEnvelope(res);
    expect(res.body.errors).toEqual([{ message: METRICS_TOKEN_MISSING }]);
  });

  it('refuses a wrong token (403) and answers the right one', async () => {
    const wrong = await request(app().app).get('/metrics').set('Authorization', 'Bearer not-the-token');
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toEqual([{ message: METRICS_TOKEN_WRONG }]);
    const right = await request(app().app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(right.status).toBe(200);
    expect(right.text).toContain('# TYPE shop_http_request_duration_seconds histogram');
  });
});

describe('/metrics without METRICS_TOKEN answers only this machine', () => {
  const api = useTestApi({ per: 'file' });

  it('answers a peer on loopback', async () => {
    expect((await request(api().app).get('/metrics')).status).toBe(200);
  });

  it('refuses a request a proxy passed on (403): a proxy on loopback must not open it to the internet', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const res = await request(api().app)
        .get('/metrics')
        .set(header, header === 'Forwarded' ? 'for=203.0.113.7' : '203.0.113.7');
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([{ message: METRICS_LOOPBACK_ONLY }]);
    }
  });

  it('decides by the socket’s peer: another machine is refused, loopback in any spelling answered', () => {
    for (const peer of ['203.0.113.7', '::ffff:192.0.2.10', 'fd00::2', undefined])
      expect(metricsAccess(undefined, peer, {})).toBe('not_local');
    for (const peer of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '127.1.2.3']) expect(metricsAccess(undefined, peer, {})).toBe('open');
    // With a token the address does not matter, only the token.
    expect(metricsAccess(TOKEN, '203.0.113.7', { authorization: `Bearer ${TOKEN}` })).toBe('open');
    expect(metricsAccess(TOKEN, '127.0.0.1', {})).toBe('no_token');
  });
});
