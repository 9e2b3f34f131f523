import { SEARCH_TOTAL_HEADER } from '../../shared/contract/catalog-constants';
import type { searchCalls } from '../../shared/contract/calls/search';
import type { Db } from '../db/database';
import type { CallContext, DomainHandlers } from '../http/calls';
import { searchPage, searchResults } from './service';

/** What search needs of its limits (api/limits/search.ts builds them): to run a search within them, or refuse it. */
export interface SearchLimits {
  run<T>(call: CallContext, search: () => Promise<T>): Promise<T>;
}

/**
 * /api/catalog/search/ and /api/catalog/search-pagen/ (spec §7.1), each search within its limits:
 * the address's rate and the searches the api runs at once (api/limits/search.ts).
 */
export function searchHandlers(db: Db, limits: SearchLimits): DomainHandlers<keyof typeof searchCalls> {
  return {
    // The query string's text wins over the body's, as the overlay sends it in the query (spec §7.1).
    'POST /catalog/search/': async ({ query, body }, call) => {
      const { results, total } = await limits.run(call, () => searchResults(db, query.query ?? body.query ?? ''));
      call.res.set(SEARCH_TOTAL_HEADER, String(total));
      return results;
    },
    'GET /catalog/search-pagen/': ({ query }, call) => limits.run(call, () => searchPage(db, query.query ?? '', query.page, query.limit)),
  };
}
