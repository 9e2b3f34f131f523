import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  METRICS_LOOPBACK_ONLY,
  METRICS_OWN_PORT,
  METRICS_TOKEN_MISSING,
  METRICS_TOKEN_WRONG,
  metricsAccess,
} from '../../../shared/node/metrics-route';
import { parseApiConfig } from '../../../api/config';
import { startMetricsServer } from '../../../shared/node/metrics-server';
import { testApiApp, createTestDatabase, useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { useFresh } from '../../support/lifetime';
import { metricValue } from '../../support/metrics-text';
import { checkoutBody, offersOf, orderOf, shopperWith, useOrderApi } from '../order/order-fixture';

const TOKEN = 'metrics-token-for-tests-0123456789';
/** The api's default server timeouts, as a role hands them to its metrics port. */
const timeouts = parseApiConfig({});

/** The process's metrics port (METRICS_PORT), on a free loopback port: the same registry the api writes to. */
const useMetricsPort = (token?: string) =>
  useFresh(
    () => startMetricsServer({ setting: 'METRICS_PORT', port: 0, host: '127.0.0.1', token, timeouts }),
    (made) => made.close(),
    'file',
  );

describe('/metrics of the api shows counters moving', () => {
  const api = useOrderApi();
  const offer = offersOf(api);
  const metricsPort = useMetricsPort();
  const scrape = async () => {
    const res = await fetch(`${metricsPort().url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
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

describe('/metrics on the api’s port with METRICS_TOKEN', () => {
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

describe('/metrics without METRICS_TOKEN: never on the shoppers’ port, on METRICS_PORT only to this machine', () => {
  const api = useTestApi({ per: 'file' });
  const metricsPort = useMetricsPort();

  it('refuses a loopback request with no forwarding header on the api’s port (403): a bare proxy_pass sends exactly that', async () => {
    const res = await request(api().app).get('/metrics');
    expect(res.status).toBe(403);
    expectEnvelope(res);
    expect(res.body.errors).toEqual([{ message: METRICS_OWN_PORT }]);
    expect(res.text).not.toContain('shop_http_request_duration_seconds');
  });

  it('answers a peer on loopback on the metrics port', async () => {
    const res = await fetch(`${metricsPort().url}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE shop_http_request_duration_seconds histogram');
  });

  it('refuses on the metrics port a request a proxy passed on (403)', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const res = await fetch(`${metricsPort().url}/metrics`, {
        headers: { [header]: header === 'Forwarded' ? 'for=203.0.113.7' : '203.0.113.7' },
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual([{ message: METRICS_LOOPBACK_ONLY }]);
    }
  });

  it('decides by the port and the socket’s peer: another machine is refused, loopback in any spelling answered', () => {
    for (const peer of ['203.0.113.7', '::ffff:192.0.2.10', 'fd00::2', undefined])
      expect(metricsAccess(undefined, peer, {}, 'metrics')).toBe('not_local');
    for (const peer of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '127.1.2.3']) {
      expect(metricsAccess(undefined, peer, {}, 'metrics')).toBe('open');
      expect(metricsAccess(undefined, peer, {}, 'shoppers')).toBe('own_port');
    }
    // With a token the address and the port do not matter, only the token.
    for (const port of ['metrics', 'shoppers'] as const) {
      expect(metricsAccess(TOKEN, '203.0.113.7', { authorization: `Bearer ${TOKEN}` }, port)).toBe('open');
      expect(metricsAccess(TOKEN, '127.0.0.1', {}, port)).toBe('no_token');
    }
  });
});

describe('METRICS_PORT with METRICS_TOKEN', () => {
  const metricsPort = useMetricsPort(TOKEN);

  it('asks for the token there too: the operator chose it', async () => {
    expect((await fetch(`${metricsPort().url}/metrics`)).status).toBe(401);
    const right = await fetch(`${metricsPort().url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
  });
});

describe('METRICS_PORT already taken', () => {
  it('stops the start and names the setting, so the operator of two processes on one machine knows what to change', async () => {
    const first = await startMetricsServer({ setting: 'METRICS_PORT', port: 0, host: '127.0.0.1', token: undefined, timeouts });
    try {
      const port = Number(new URL(first.url).port);
      await expect(startMetricsServer({ setting: 'METRICS_PORT', port, host: '127.0.0.1', token: undefined, timeouts })).rejects.toThrow(
        /^METRICS_PORT: метрики не открыть на 127\.0\.0\.1:\d+ \(.*EADDRINUSE/,
      );
    } finally {
      await first.close();
    }
  });
});
