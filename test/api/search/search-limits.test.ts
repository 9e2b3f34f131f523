import type { Request, Response } from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import type { CallContext } from '../../../api/http/calls';
import { createSearchLimits, SEARCH_BUSY_MESSAGE } from '../../../api/limits/search';
import { searchResultsSchema } from '../../../shared/contract';
import { useTestApi, useTestDatabase } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';

/** One search a second steadily and two more a minute above it, for each address. */
const LIMITS = { SEARCHES_PER_IP_SECOND: '1', SEARCH_BURST_PER_IP_MINUTE: '2' };
const LIMITED = /^Слишком много поисковых запросов\. Попробуйте через \d+ с$/;

const api = useTestApi({ env: LIMITS });

/** The storefront passes the shopper's address on in X-Forwarded-For; the api believes its loopback peer. */
const overlay = (address: string) =>
  request(api().app).post('/api/catalog/search/').query({ query: 'боди' }).set('X-Forwarded-For', address);
const page = (address: string) =>
  request(api().app).get('/api/catalog/search-pagen/').query({ query: 'боди', page: '2' }).set('X-Forwarded-For', address);

describe('search from one address', () => {
  it('is refused past its steady rate and burst with 429, Retry-After and a Russian message, while another address is served', async () => {
    // The steady one and the burst of two, on both search calls' shared count.
    expect((await overlay('203.0.113.7')).status).toBe(200);
    expect((await page('203.0.113.7')).status).toBe(200);
    expect((await overlay('203.0.113.7')).status).toBe(200);

    // Then at most one a second: a few more in a row meet the refusal (however slow this machine is).
    const more = [];
    for (let i = 0; i < 4; i++) more.push(await (i % 2 ? page : overlay)('203.0.113.7'));
    const refused = more.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(refusalMessage(res, 429)).toMatch(LIMITED);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }

    const other = await overlay('198.51.100.20');
    expect(expectEnvelope(other, searchResultsSchema).length).toBeGreaterThan(0);
  });

  it('is served again once the steady rate refills, and only at that rate while the burst is spent', async () => {
    for (let i = 0; i < 3; i++) expect((await overlay('203.0.113.8')).status).toBe(200);
    let status = 200;
    for (let i = 0; i < 5 && status === 200; i++) status = (await overlay('203.0.113.8')).status;
    expect(status).toBe(429);

    // Time itself is what is tested: a second of it refills one search, and nothing else does.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await overlay('203.0.113.8')).status).toBe(200);
    expect((await overlay('203.0.113.8')).status).toBe(429);
  });
});

describe('what search limits cost and allow, in one api process', () => {
  const database = useTestDatabase();

  const callFrom = (ip: string) => ({ req: { ip } as Request, res: {} as Response }) satisfies CallContext;
  const config = (env: Record<string, string>) =>
    parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database().url, LOG_LEVEL: 'silent', ...env });

  it('refuses a flooding address without asking the database each time', async () => {
    const limits = createSearchLimits(database().db, config(LIMITS));
    const search = vi.fn(async () => 'found');
    for (let i = 0; i < 3; i++) await limits.run(callFrom('203.0.113.9'), search);
    const queries = vi.spyOn(database().pool, 'query');
    const flood = await Promise.allSettled(Array.from({ length: 50 }, () => limits.run(callFrom('203.0.113.9'), search)));
    const refused = flood.filter((r) => r.status === 'rejected');
    // A new second may let one more through; the rest are refused from memory, not by a query each.
    expect(refused.length).toBeGreaterThanOrEqual(49);
    expect(queries.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('runs only SEARCH_CONCURRENCY searches at once, queues SEARCH_QUEUE more, and refuses the rest at once with 503 without counting them', async () => {
    const limits = createSearchLimits(database().db, config({ SEARCH_CONCURRENCY: '1', SEARCH_QUEUE: '1' }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let most = 0;
    const slow = async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return 'found';
    };
    const first = limits.run(callFrom('192.0.2.1'), slow);
    const second = limits.run(callFrom('192.0.2.2'), slow);
    // Both have passed their address's limit (a database round trip each) and hold the gate and the
    // queue. Waiting for the first to run is not enough: on a busy machine the second may still be
    // counting its address, and the third would then take its place in the queue.
    await vi.waitFor(() => expect([running, limits.waiting()]).toEqual([1, 1]));
    // Refused at once, before its address is counted: no database round trip for it.
    const queries = vi.spyOn(database().pool, 'query');
    const third = limits.run(callFrom('192.0.2.3'), slow);
    await expect(third).rejects.toMatchObject({ status: 503, message: SEARCH_BUSY_MESSAGE, headers: { 'Retry-After': '2' } });
    expect(queries).not.toHaveBeenCalled();
    release();
    expect(await Promise.all([first, second])).toEqual(['found', 'found']);
    expect(most).toBe(1);
  });
});
