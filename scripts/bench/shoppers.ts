import http from 'node:http';
import { createApiClient } from '../../shared/api/client';
import type { ProductBlock, ProductDetail } from '../../shared/contract/catalog';
import { percentile, timed, type CallStats } from './timing';

/** One call a shopper makes: a page or an api call, with the session cookie when it is personal. */
export interface ShopperCall {
  name: string;
  path: string;
  cookie?: string;
}

/**
 * `shoppers` shoppers, each on its own keep-alive connection, going through `calls` in turn, one
 * after another, for `ms`; the latency of each call (until its whole body arrived) by name.
 */
export async function shoppersLoop(base: string, calls: readonly ShopperCall[], shoppers: number, ms: number): Promise<CallStats[]> {
  const times = new Map<string, number[]>(calls.map((c) => [c.name, []]));
  const failures = new Map<string, number>(calls.map((c) => [c.name, 0]));
  const until = performance.now() + ms;
  const shopper = async (offset: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = offset; performance.now() < until; i++) {
        const call = calls[i % calls.length]!;
        const headers = { accept: 'text/html,application/json', ...(call.cookie ? { cookie: call.cookie } : {}) };
        const { ms: took, status } = await timed(agent, base + call.path, 'GET', headers, 30_000).catch(() => ({ ms: 30_000, status: 0 }));
        times.get(call.name)!.push(took);
        if (status !== 200) failures.set(call.name, failures.get(call.name)! + 1);
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
  return calls.map(({ name }) => {
    const sorted = times.get(name)!.sort((a, b) => a - b);
    return {
      name,
      count: sorted.length,
      failures: failures.get(name)!,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? 0,
    };
  });
}

/** A new session with two basket lines of popular products in stock, added through the storefront; its cookie. */
export async function basketCookie(base: string): Promise<string> {
  const api = createApiClient({ baseUrl: base });
  const popular = await api.call<ProductBlock>({ path: '/catalog/block/popular/' });
  const offers: number[] = [];
  for (const card of popular.ITEMS) {
    const detail = await api.call<ProductDetail>({ path: `/catalog/${card.CODE}/detail/` });
    const offer = detail.OFFERS.find((o) => o.AVAILABLE);
    if (offer) offers.push(offer.ID);
    if (offers.length === 2) break;
  }
  let cookie = '';
  for (const id of offers) {
    const res = await fetch(`${base}/api/basket/add/?id=${id}&quantity=1`, {
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    if (res.status !== 200) throw new Error(`Не удалось положить ${id} в корзину: ${res.status}`);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0]!;
  }
  if (!cookie || offers.length < 2) throw new Error('Сессия с двумя строками корзины не получилась');
  return cookie;
}
