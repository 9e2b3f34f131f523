/**
 * What a shopper and the people on duty see when a service behind the storefront is slow or down
 * (issue 12): the envelope's Russian message instead of a hang or a parse error, a log line that
 * names the upstream and why, and the metrics' hook told. Each upstream keeps its own timeout and
 * its own keep-alive pool (API_PROXY_*, PAYMENT_PROXY_*).
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../shared/node/envelope';
import { onUpstreamFailure, type UpstreamFailureReason, type UpstreamName } from '../../server/upstream-events';
import { textSink } from '../support/text-sink';
import { createTestShop } from './support/shop';
import { dropConnection, hang, startUpstream, type TestUpstream } from './support/upstream';

const ENVELOPE = { status: 'error', errors: [{ message: UNAVAILABLE_MESSAGE }], data: null };

/** The storefront's log lines as objects. */
const parsed = (chunks: string[]) =>
  chunks.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);

const failures: Array<[UpstreamName, UpstreamFailureReason]> = [];
let unsubscribe = onUpstreamFailure((upstream, reason) => void failures.push([upstream, reason]));
afterEach(() => {
  failures.length = 0;
});

/** What a test opened (its storefront, its upstreams), closed after it, last opened first. */
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const open of opened.splice(0).reverse()) await open.close();
});

/** An upstream doing what `handle` says, closed after the test. */
async function upstream(handle: Parameters<typeof startUpstream>[0]): Promise<TestUpstream> {
  const started = await startUpstream(handle);
  opened.push(started);
  return started;
}

/** A storefront in front of `env`'s upstreams, logging at info into `lines`, closed after the test. */
async function shopWith(env: Record<string, string>) {
  const log = textSink();
  const shop = await createTestShop({ env, logger: pino({ level: 'info' }, log.stream) });
  opened.push(shop);
  return { shop, lines: () => parsed(log.chunks) };
}

describe('an api slower than API_PROXY_TIMEOUT_SECONDS', () => {
  it('gives the shopper 504 with the Russian envelope, and the log names the api and the timeout', async () => {
    const slow = await upstream(hang);
    const { shop, lines } = await shopWith({ API_URL: slow.url, API_PROXY_TIMEOUT_SECONDS: '0.2' });
    const res = await request(shop.app).get('/api/basket/').set('x-request-id', 'slow-1');
    expect(res.status).toBe(504);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(ENVELOPE);
    expect(slow.requests).toBe(1);

    const failure = lines().find((line) => line.reason !== undefined);
    expect(failure).toMatchObject({ level: 50, reqId: 'slow-1', upstream: 'api', reason: 'timeout', target: slow.url });
    expect(failure?.msg).toBe('api не отвечает: не ответил вовремя (за 0.2 с)');
    const requestLine = lines().find((line) => line.status !== undefined);
    expect(requestLine).toMatchObject({ reqId: 'slow-1', path: '/api/basket/', status: 504, upstream: 'api' });
    expect(requestLine?.upstreamMs).toBeGreaterThanOrEqual(190);
    expect(failures).toEqual([['api', 'timeout']]);
  });
});

describe('a page whose data the api is slow to give', () => {
  it('is still served after PREFETCH_TIMEOUT_MS, and its log line names the api and the time waited for it', async () => {
    const slow = await upstream(hang);
    const { shop, lines } = await shopWith({ API_URL: slow.url, PREFETCH_TIMEOUT_MS: '200', SHARED_DATA_TTL_SECONDS: '0' });
    const res = await request(shop.app).get('/shop/').set('x-request-id', 'page-1');
    expect(res.status).toBe(200);
    expect(slow.requests).toBeGreaterThan(0);
    const requestLine = lines().find((line) => line.status !== undefined && line.path === '/shop/');
    expect(requestLine).toMatchObject({ reqId: 'page-1', status: 200, upstream: 'api' });
    expect(requestLine?.upstreamMs).toBeGreaterThanOrEqual(190);
  });
});

describe('a payment back-end slower than PAYMENT_PROXY_TIMEOUT_SECONDS', () => {
  it('times out on its own setting and is named in the log, while the api keeps answering', async () => {
    const slow = await upstream(hang);
    const { shop, lines } = await shopWith({ PAYMENT_API_URL: slow.url, PAYMENT_PROXY_TIMEOUT_SECONDS: '0.2' });
    const res = await request(shop.app).get('/api/order/getPaymentByOrderCode/7KQ2M9XW4P/');
    expect(res.status).toBe(504);
    expect(res.body).toEqual(ENVELOPE);
    expect(lines().find((line) => line.reason !== undefined)).toMatchObject({ upstream: 'payment', reason: 'timeout' });
    expect(failures).toEqual([['payment', 'timeout']]);

    expect((await request(shop.app).get('/api/echo/x/')).status).toBe(201);
  });
});

describe('an upstream that is down or drops the connection', () => {
  it('is «refused» when nothing listens: 502 with the envelope', async () => {
    const gone = await startUpstream(hang);
    await gone.close();
    const { shop, lines } = await shopWith({ API_URL: gone.url });
    const res = await request(shop.app).post('/api/data/').send({ path: '/' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual(ENVELOPE);
    expect(lines().find((line) => line.reason !== undefined)).toMatchObject({ upstream: 'api', reason: 'refused' });
    expect(failures).toEqual([['api', 'refused']]);
  });

  it('is «reset» when it hangs up mid-request', async () => {
    const dropping = await upstream(dropConnection);
    const { shop, lines } = await shopWith({ API_URL: dropping.url });
    const res = await request(shop.app).get('/api/basket/');
    expect(res.status).toBe(502);
    expect(res.body).toEqual(ENVELOPE);
    expect(lines().find((line) => line.reason !== undefined)).toMatchObject({ upstream: 'api', reason: 'reset' });
    expect(failures).toEqual([['api', 'reset']]);
  });
});

describe('API_PROXY_POOL_SIZE', () => {
  /** Holds each request until `batch` are waiting (or the last one came), then answers them together. */
  function batching(batch: number, total: number) {
    const waiting: Array<() => void> = [];
    let seen = 0;
    return (_req: unknown, res: { end(body: string): void }) => {
      seen++;
      waiting.push(() => res.end('{"status":"ok","errors":[],"data":null}'));
      if (waiting.length === batch || seen === total) for (const answer of waiting.splice(0)) answer();
    };
  }

  it('opens no more connections to the api than the pool holds, and reuses them', async () => {
    const batched = await upstream(batching(2, 7));
    const { shop } = await shopWith({ API_URL: batched.url, API_PROXY_POOL_SIZE: '2' });
    const statuses = await Promise.all(
      Array.from({ length: 7 }, () =>
        request(shop.app)
          .get('/api/basket/')
          .then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array<number>(7).fill(200));
    expect(batched.requests).toBe(7);
    expect(batched.connections).toBe(2);
  });
});

// The hook is process-wide: leave it as found for the files that run after this one in the worker.
afterEach(() => {
  unsubscribe();
  unsubscribe = onUpstreamFailure((upstream, reason) => void failures.push([upstream, reason]));
});
