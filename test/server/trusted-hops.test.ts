/**
 * TRUST_PROXY with CIDRs, and the api's own API_TRUST_PROXY for roles on different machines
 * (issue 12, docs/decisions/029): a forged X-Forwarded-For from a hop that is not trusted is
 * ignored, the same header from a trusted hop is believed. The peer is a real other address
 * (127.0.0.2), not a mock of one.
 */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app';
import { parseApiConfig } from '../../api/config';
import { useTestDatabase } from '../support/database';
import { textSink } from '../support/text-sink';
import { createTestShop, type TestShop } from './support/shop';
import { getFrom, listenLocal } from './support/from-address';

const PROXY = '127.0.0.2';
const FORGED = '203.0.113.7';

/** The address the storefront passed on to the api for its one request: what it believed. */
async function storefrontBelieves(trustProxy: string, from: string, xff: string): Promise<string | undefined> {
  const shop: TestShop = await createTestShop({ env: { TRUST_PROXY: trustProxy } });
  const listening = await listenLocal(shop.app);
  try {
    await getFrom(`${listening.url}/api/echo/x/`, from, { 'X-Forwarded-For': xff });
    return shop.api.requests.find((r) => r.url === '/api/echo/x/')?.headers['x-forwarded-for'] as string | undefined;
  } finally {
    await listening.close();
    await shop.close();
  }
}

describe('the storefront under TRUST_PROXY with addresses and CIDRs', () => {
  it('ignores X-Forwarded-For from a hop outside the trusted ranges', async () => {
    expect(await storefrontBelieves('10.0.0.0/8', PROXY, FORGED)).toBe(PROXY);
  });

  it('believes it from a hop inside them, and stops at the first hop that is not ours', async () => {
    expect(await storefrontBelieves('127.0.0.2/32', PROXY, FORGED)).toBe(FORGED);
    expect(await storefrontBelieves('127.0.0.2/32', '127.0.0.1', FORGED)).toBe('127.0.0.1');
    expect(await storefrontBelieves('127.0.0.2/32, 10.0.0.0/8', PROXY, `198.51.100.1, ${FORGED}, 10.1.2.3`)).toBe(FORGED);
  });
});

describe("the api's API_TRUST_PROXY", () => {
  const database = useTestDatabase({}, 'file');

  /** The `clientIp` the api logged for one request with `xff` from `from`. */
  async function apiBelieves(trust: string | undefined, from: string, xff: string): Promise<unknown> {
    const log = textSink();
    const config = parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database().url, ...(trust ? { API_TRUST_PROXY: trust } : {}) });
    const api = await listenLocal(createApp({ db: database().db, logger: pino({ level: 'info' }, log.stream), config }));
    try {
      await getFrom(`${api.url}/api/basket/`, from, { 'X-Forwarded-For': xff });
    } finally {
      await api.close();
    }
    const line = log.chunks
      .map((chunk) => JSON.parse(chunk) as { path?: string; clientIp?: string })
      .find((l) => l.path === '/api/basket/');
    return line?.clientIp;
  }

  it('by default believes only a storefront on its own machine', async () => {
    expect(await apiBelieves(undefined, PROXY, FORGED)).toBe(FORGED);
    expect(await apiBelieves(undefined, '127.0.0.1', FORGED)).toBe(FORGED);
  });

  it('names the storefronts of a split deployment: their word is taken, anyone else is the address they connect from', async () => {
    expect(await apiBelieves('127.0.0.2/32', PROXY, FORGED)).toBe(FORGED);
    expect(await apiBelieves('127.0.0.2/32', '127.0.0.1', FORGED)).toBe('127.0.0.1');
    // One hop only: a storefront writes one address, a longer list is a client's writing before it.
    expect(await apiBelieves('127.0.0.2/32', PROXY, `198.51.100.1, ${FORGED}`)).toBe(FORGED);
  });

  it('believes nobody with none, and refuses a hop count', async () => {
    expect(await apiBelieves('none', PROXY, FORGED)).toBe(PROXY);
    expect(() => parseApiConfig({ API_TRUST_PROXY: '2' })).toThrow(/API_TRUST_PROXY/);
    expect(() => parseApiConfig({ API_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/API_TRUST_PROXY/);
  });
});
