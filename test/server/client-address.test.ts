/**
 * An honest client address (docs/decisions/015): the real api behind the real storefront. The
 * storefront decides the shopper's address under TRUST_PROXY and its /api proxy and SSR prefetch
 * pass exactly that on; the api believes it and nothing a client wrote in X-Forwarded-For. What
 * the api believes is read where an operator reads it: `clientIp` of its request log lines.
 * The browser's Origin and Sec-Fetch-Site go through the proxy as sent, so the api's cross-site
 * guard works behind it.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { parseApiConfig } from '../../api/config';
import { CROSS_SITE_MESSAGE } from '../../api/http/cross-site';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { textSink } from '../support/text-sink';
import { useTestShop } from './support/shop';

let database: TestDatabase;
let api: Server;
let apiUrl: string;
const log = textSink();
/** The shop's public origin, read alike by both services (one environment in one process). */
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  database = await createTestDatabase();
  const config = parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, PUBLIC_URL });
  const app = createApp({ db: database.db, logger: pino({ level: 'info' }, log.stream), config });
  api = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
  await database?.drop();
});

beforeEach(() => {
  log.chunks.length = 0;
});

/** The client address of each request the api logged, by path. */
function apiSaw(path: string): string[] {
  return log.chunks
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as { clientIp?: string; req?: { url?: string }; msg?: string })
    .filter((line) => line.msg === 'request completed' && line.req?.url?.startsWith(path))
    .map((line) => line.clientIp ?? 'none');
}

/** What a client on loopback is, as Node writes its address. */
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$/;

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
/** X-Forwarded-For as a client may forge it: one address, a list, IPv6, garbage. */
const forgedXff = fc.oneof(
  ipv4,
  fc.array(fc.oneof(ipv4, fc.ipV6()), { minLength: 2, maxLength: 4 }).map((list) => list.join(', ')),
  fc.constantFrom('unknown', '127.0.0.1', '::1', '', ' , ', '10.0.0.1,'),
);

describe('a shop facing the internet itself (TRUST_PROXY=none)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: apiUrl, TRUST_PROXY: 'none' } }));

  it('is one address for the api whatever X-Forwarded-For a client forges', async () => {
    const forged = fc.sample(forgedXff, { seed: 20_250_610, numRuns: 40 });
    for (const xff of forged) {
      await request(shop().app).get('/api/basket/').set('X-Forwarded-For', xff).expect(200);
    }
    const seen = apiSaw('/api/basket/');
    expect(seen).toHaveLength(forged.length);
    expect(new Set(seen).size, `api saw ${[...new Set(seen)].join(' | ')}`).toBe(1);
    expect(seen[0]).toMatch(LOOPBACK);
  });

  it('passes the same one address with the SSR prefetch of a page', async () => {
    await request(shop().app).get('/').set('X-Forwarded-For', '203.0.113.7, 198.51.100.2');
    const seen = apiSaw('/api/');
    expect(seen.length).toBeGreaterThan(0);
    for (const address of seen) expect(address).toMatch(LOOPBACK);
  });
});

describe('a shop behind a proxy on its own machine (TRUST_PROXY=loopback, the default)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: apiUrl } }));

  it('gives the api the address the proxy wrote, not one a client put before it', async () => {
    await request(shop().app).get('/api/basket/').set('X-Forwarded-For', '203.0.113.7');
    await request(shop().app).get('/api/basket/').set('X-Forwarded-For', '198.51.100.99, 203.0.113.8');
    expect(apiSaw('/api/basket/')).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('passes the shopper to the api with the SSR prefetch too', async () => {
    await request(shop().app).get('/').set('X-Forwarded-For', '203.0.113.9');
    const seen = apiSaw('/api/');
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['203.0.113.9']));
  });
});

describe('a shop behind two proxies (TRUST_PROXY=2)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: apiUrl, TRUST_PROXY: '2' } }));

  it('counts the hops from its own end of X-Forwarded-For', async () => {
    await request(shop().app).get('/api/basket/').set('X-Forwarded-For', '198.51.100.1, 203.0.113.10, 10.0.0.2');
    expect(apiSaw('/api/basket/')).toEqual(['203.0.113.10']);
  });
});

describe('the api reached directly on its loopback port', () => {
  it('believes its peer one hop and takes the last address of a longer list', async () => {
    await request(apiUrl).get('/api/basket/').set('X-Forwarded-For', '198.51.100.1, 203.0.113.11').expect(200);
    expect(apiSaw('/api/basket/')).toEqual(['203.0.113.11']);
  });
});

describe("the browser's signals through the storefront's proxy", () => {
  const shop = useTestShop(() => ({ env: { API_URL: apiUrl, PUBLIC_URL } }));

  it('reach the api as sent: a cross-site basket call is refused, our own page is answered', async () => {
    const foreign = await request(shop().app).get('/api/basket/setGift/?wrap=Y').set('Sec-Fetch-Site', 'cross-site');
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors).toEqual([{ message: CROSS_SITE_MESSAGE }]);
    const evil = await request(shop().app).post('/api/order/fastOrder/').set('Origin', 'https://evil.example').send({});
    expect(evil.status).toBe(403);

    const ours = await request(shop().app)
      .get('/api/basket/setGift/?wrap=Y')
      .set('Origin', PUBLIC_URL)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(ours.status).toBe(200);
    // The shopper's own host, which the proxy passes on as X-Forwarded-Host.
    const host = await request(shop().app)
      .get('/api/basket/setGift/?wrap=Y')
      .set('Host', 'hlopushki.local')
      .set('Origin', 'http://hlopushki.local');
    expect(host.status).toBe(200);
  });
});
