import type { Logger } from 'pino';
import { boundedCache } from '../../shared/node/bounded-cache';
import { unstable_serialize } from 'swr';
import { createApiClient } from '../../shared/api/client';
import type { SwrKey } from '../../shared/api/keys';
import type { CallId } from '../../shared/contract/calls';
import { fetchKey, type KeyAnswer } from './prefetch';

/**
 * Calls whose answer is the same for every shopper and that the api itself already keeps a while
 * (api/content/routes.ts a minute, api/catalog/routes.ts half a minute): the layout's shop info, menu
 * and posters, which every page asks for, and the home page's reviews and blocks and a section's
 * facet counts. None of them reads the session. Listings and the product page are left out on
 * purpose: they show what can be bought, and the api reads them from the database every time.
 */
export const SHARED_CALLS: ReadonlySet<CallId> = new Set<CallId>([
  'GET /data/getStaticInfo/',
  'GET /catalog/section-tree/',
  'POST /data/',
  'GET /data/reviews/',
  'GET /data/partners/',
  'GET /catalog/block/{block}/',
  'GET /catalog/filter/',
]);

/**
 * The owner's content among them (posters, the banner in the shop info): staff edit it in the back
 * office and expect to see it on the next page (issue 24: within 5 s), so it is kept 2 s at most
 * whatever the TTL; one api call per page address each 2 s costs next to nothing.
 */
const CONTENT_CALLS: ReadonlySet<CallId> = new Set<CallId>(['GET /data/getStaticInfo/', 'POST /data/']);
export const CONTENT_TTL_MS = 2_000;

/** Keys differ by page address (posters) and filter (facets): the oldest entry goes beyond this many. */
const MAX_ENTRIES = 1000;

export interface SharedDataOptions {
  apiUrl: string;
  /** How long an answer is reused; 0 asks the api for every page. */
  ttlMs: number;
  timeoutMs: number;
  now?: () => number;
  /** The catalogue's revision (server/catalogue-revision.ts): a staff edit makes every kept answer a miss. */
  revision?: () => string;
}

export interface SharedData {
  /** Whether the key's answer comes from this cache rather than from the api with the shopper's cookie. */
  holds(key: SwrKey): boolean;
  /**
   * The key's answer: a kept one younger than the TTL, or the api's (concurrent misses share one
   * request, sent with `headers`: the request id and the shopper's address, never a cookie).
   */
  answer(key: SwrKey, log: Logger, headers: Record<string, string>): Promise<KeyAnswer>;
}

/**
 * The storefront's copy of answers that are everyone's, so that rendering a page does not cost an
 * api round trip (HTTP, JSON both ways, the contract check) per such key (docs/decisions/018).
 * Kept in a `boundedCache`, asked without the shopper's cookie, so nothing personal can be kept;
 * an answer that fails or is a 404 is passed on to the pages waiting for it and not kept. A change
 * in the api shows on pages at most `ttlMs` after the api gives it.
 */
export function sharedData({ apiUrl, ttlMs, timeoutMs, now = Date.now, revision = () => '' }: SharedDataOptions): SharedData {
  const kept = (result: KeyAnswer) => result.kind === 'data';
  const cache = boundedCache<KeyAnswer>(ttlMs, MAX_ENTRIES, now, kept);
  const contentCache = boundedCache<KeyAnswer>(Math.min(ttlMs, CONTENT_TTL_MS), MAX_ENTRIES, now, kept);
  return {
    holds: (key) => ttlMs > 0 && SHARED_CALLS.has(key[0]),
    answer: (key, log, headers) =>
      (CONTENT_CALLS.has(key[0]) ? contentCache : cache)(`${revision()}|${unstable_serialize(key)}`, async () => {
        const api = createApiClient({ baseUrl: apiUrl, headers });
        const result = await fetchKey(api, key, log, AbortSignal.timeout(timeoutMs));
        // Asked without a cookie, the api has no one's session to set: a Set-Cookie here would be a
        // stranger's, handed to every shopper who shares the answer, so none is passed on.
        return result.kind === 'failed' ? result : { ...result, setCookies: [] };
      }),
  };
}
