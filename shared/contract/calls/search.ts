import type { CallTable } from '../call';
import { searchBodySchema, searchPageQuerySchema, searchPageSchema, searchQuerySchema, searchResultsSchema } from '../catalog';

/** Search (spec §7.1): the search overlay's results and the search results page. */
export const searchCalls = {
  'POST /catalog/search/': {
    summary: 'Поиск для окна поиска: до десяти товаров, лучшие первыми',
    query: searchQuerySchema,
    body: searchBodySchema,
    response: searchResultsSchema,
    // POST as the spec writes it; a search keeps nothing.
    changesState: false,
  },
  'GET /catalog/search-pagen/': {
    summary: 'Страница результатов поиска',
    query: searchPageQuerySchema,
    response: searchPageSchema,
  },
} as const satisfies CallTable;
