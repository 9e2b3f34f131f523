import pLimit from 'p-limit';
import { BurstyRateLimiter, RateLimiterRes } from 'rate-limiter-flexible';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { DomainError } from '../http/errors';
import { postgresLimiter, tooManyRequests } from './limiter';
import { clientAddress } from './service';

/**
 * Search's limits (issue 21): a search is the api's dearest call (full text and trigrams over the
 * catalogue), and one address sending a thousand at once kept both cores busy. Two brakes:
 *
 * - **Per address** (rate-limiter-flexible's BurstyRateLimiter over its PostgreSQL store, shared by
 *   every instance): a steady SEARCHES_PER_IP_SECOND, and above it a burst of SEARCH_BURST_PER_IP_MINUTE
 *   a minute, so a parent typing fast or paging through results never meets it. Past both, 429 with
 *   Retry-After and «Слишком много поисковых запросов. Попробуйте через N с».
 *   A refusal must cost next to nothing, or the flood still reaches the database: once a window is
 *   spent, the limiter refuses that address from this process's memory until the window ends
 *   (`inMemoryBlockOnConsumed`), so a flood costs a few upserts a second, not one per request.
 * - **For the whole api** (p-limit): at most SEARCH_CONCURRENCY searches run at once, whoever sends
 *   them, so a flood from many addresses cannot take every connection of the pool (10) and both
 *   cores from the pages and the basket; SEARCH_QUEUE more wait their turn, and past that a search
 *   is refused at once with 503 and Retry-After, before its address is even counted. The queue is
 *   short on purpose: a search waiting in it holds one of the storefront's connections to the api.
 */

export interface SearchLimits {
  /** Runs `search` for the caller's address if it may search now, when the api has room for it. */
  run<T>(call: CallContext, search: () => Promise<T>): Promise<T>;
  /** How many searches wait for a free place now (the queue SEARCH_QUEUE bounds). */
  waiting(): number;
}
// api/search/routes.ts declares the same shape: a domain reaches another only through its service.ts.

const REFUSAL = 'Слишком много поисковых запросов';
export const SEARCH_BUSY_MESSAGE = 'Поиск сейчас перегружен. Попробуйте через несколько секунд';
const BUSY_RETRY_SECONDS = 2;

export function createSearchLimits(db: Db, config: ApiConfig): SearchLimits {
  const perAddress = new BurstyRateLimiter(
    // A spent window refuses from memory until it ends: no database round trip per refusal.
    postgresLimiter(db, 'search_ip', config.SEARCHES_PER_IP_SECOND, 1, { blockInMemory: true }),
    postgresLimiter(db, 'search_ip_burst', config.SEARCH_BURST_PER_IP_MINUTE, 60, { blockInMemory: true }),
  );
  const atOnce = pLimit(config.SEARCH_CONCURRENCY);

  const refuseWhenFull = () => {
    if (atOnce.pendingCount >= config.SEARCH_QUEUE) {
      throw new DomainError('search_busy', 503, SEARCH_BUSY_MESSAGE, undefined, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
  };
  return {
    async run(call, search) {
      // A full queue refuses before the address is counted: a flood from many addresses would
      // otherwise spend a database round trip per request on counting it (bench:search-flood).
      refuseWhenFull();
      try {
        await perAddress.consume(clientAddress(call));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyRequests(REFUSAL, rejection.msBeforeNext);
        throw rejection;
      }
      // Others may have joined the queue while this one was counted.
      refuseWhenFull();
      return atOnce(search);
    },
    waiting: () => atOnce.pendingCount,
  };
}
