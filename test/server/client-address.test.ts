/**
 * An honest client address (docs/decisions/015): the real api behind the real storefront. The
 * storefront decides the shopper's address under TRUST_PROXY and its /api proxy and SSR prefetch
 * pass exactly that on; the api believes it and nothing a client wrote in X-Forwarded-For. What
 * the api believes is read where an operator reads it, `clientIp` of its request log lines, and
 * where it matters, the api's per-address limit of sign-in codes (LOGIN_CODES_PER_IP_HOUR).
 * The browser's Origin and Sec-Fetch-Site go through the proxy as sent, so the api's cross-site
 * guard works behind it.
 */
import fc from 'fast-check';
import { pino } from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../api/http/cross-site';
import { textSink } from '../support/text-sink';
import { useRealApi } from './support/real-api';
import { useTestShop } from './support/shop';

const log = textSink();
/** The shop's public origin, read alike by both services (one environment in one process). */
const PUBLIC_URL = 'https://shop.example';
/** The api's per-address limit of sign-in codes an hour (LOGIN_CODES_PER_IP_HOUR), small to reach. */
const CODES_PER_IP = 3;
let phones = 0;
/** A phone no test asked a code for yet: the per-phone limits stay out of the way. */
const freshPhone = () => `+7916555${String(++phones).padStart(4, '0')}`;

const api = useRealApi({ PUBLIC_URL, LOGIN_CODES_PER_IP_HOUR: String(CODES_PER_IP) }, 'file', pino({ level: 'info' }, log.stream));

beforeEach(() => {
  log.chunks.length = 0;
});

/** The client address of each request the api logged, by path. */
function apiSaw(path: string): string[] {
  return log.chunks
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as { clientIp?: string; path?: string; status?: number })
    .filter((line) => line.status !== undefined && line.path?.startsWith(path))
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
  const shop = useTestShop(() => ({ env: { API_URL: api().url, TRUST_PROXY: 'none' } }));

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

  it("stops a loop of sign-in codes at the api's per-address limit, whatever X-Forwarded-For each sends", async () => {
    const forged = fc.sample(forgedXff, { seed: 20_250_611, numRuns: CODES_PER_IP + 3 });
    const statuses: number[] = [];
    for (const xff of forged) {
      const res = await request(shop().app).post('/api/profile/sendCode/').set('X-Forwarded-For', xff).send({ phone: freshPhone() });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.errors[0].message).toMatch(/^Слишком много запросов кода\. Попробуйте через \d+ (мин|ч)/);
    }
    expect(statuses).toEqual([...Array<number>(CODES_PER_IP).fill(200), ...Array<number>(3).fill(429)]);
  });

  it('passes the same one address with the SSR prefetch of a page', async () => {
    await request(shop().app).get('/').set('X-Forwarded-For', '203.0.113.7, 198.51.100.2');
    const seen = apiSaw('/api/');
    expect(seen.length).toBeGreaterThan(0);
    for (const address of seen) expect(address).toMatch(LOOPBACK);
  });
});

describe('a shop behind a proxy on its own machine (TRUST_PROXY=loopback, the default)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url } }));

  it('gives the api the address the proxy wrote, not one a client put before it', async () => {
    await request(shop().app).get('/api/basket/').set('X-Forwarded-For', '203.0.113.7');
    await request(shop().app).get('/api/basket/').set('X-Forwarded-For', '198.51.100.99, 203.0.113.8');
    expect(apiSaw('/api/basket/')).toEqual(['203.0.113.7', '203.0.113.8']);
  });

  it('counts each shopper the proxy names against their own limit', async () => {
    const send = (address: string) =>
      request(shop().app).post('/api/profile/sendCode/').set('X-Forwarded-For', address).send({ phone: freshPhone() });
    for (let i = 1; i <= CODES_PER_IP + 2; i++) expect((await send(`198.51.100.${i}`)).status).toBe(200);
    for (let i = 0; i < CODES_PER_IP; i++) expect((await send('203.0.113.50')).status).toBe(200);
    expect((await send('203.0.113.50')).status).toBe(429);
  });

  it('passes the shopper to the api with the SSR prefetch too', async () => {
    await request(shop().app).get('/').set('X-Forwarded-For', '203.0.113.9');
    const seen = apiSaw('/api/');
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['203.0.113.9']));
  });
});

describe('a shop behind two proxies (TRUST_PROXY=2)', () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url, TRUST_PROXY: '2' } }));

  it('counts the hops from its own end of X-Forwarded-For', async () => {
    await request(shop().app).get('/api/basket/').set('X-Forwarded-For', '198.51.100.1, 203.0.113.10, 10.0.0.2');
    expect(apiSaw('/api/basket/')).toEqual(['203.0.113.10']);
  });
});

describe('the api reached directly on its loopback port', () => {
  it('believes its peer one hop and takes the last address of a longer list', async () => {
    await request(api().url).get('/api/basket/').set('X-Forwarded-For', '198.51.100.1, 203.0.113.11').expect(200);
    expect(apiSaw('/api/basket/')).toEqual(['203.0.113.11']);
  });
});

describe("the browser's signals through the storefront's proxy", () => {
  const shop = useTestShop(() => ({ env: { API_URL: api().url, PUBLIC_URL } }));

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
