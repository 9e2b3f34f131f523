import { SEARCH_TOTAL_HEADER } from '../../shared/contract/catalog-constants';
import type { searchCalls } from '../../shared/contract/calls/search';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { searchPage, searchResults } from './service';

/** /api/catalog/search/ and /api/catalog/search-pagen/ (spec §7.1). */
export function searchHandlers(db: Db): DomainHandlers<keyof typeof searchCalls> {
  return {
    // The query string's text wins over the body's, as the overlay sends it in the query (spec §7.1).
    'POST /catalog/search/': async ({ query, body }, { res }) => {
      const { results, total } = await searchResults(db, query.query ?? body.query ?? '');
      res.set(SEARCH_TOTAL_HEADER, String(total));
      return results;
    },
    'GET /catalog/search-pagen/': ({ query }) => searchPage(db, query.query ?? '', query.page, query.limit),
  };
}
