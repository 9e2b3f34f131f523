import { z } from 'zod';
import type { CallTable } from '../call';
import { SEARCH_TOTAL_HEADER } from '../catalog-constants';
import { searchBodySchema, searchPageQuerySchema, searchPageSchema, searchQuerySchema, searchResultsSchema } from '../catalog';

/** Search (spec §7.1): the search overlay's results and the search results page. */
export const searchCalls = {
  'POST /catalog/search/': {
    summary: 'Поиск для окна поиска: до десяти товаров, лучшие первыми',
    query: searchQuerySchema,
    body: searchBodySchema,
    response: searchResultsSchema,
    responseHeaders: z.object({
      [SEARCH_TOTAL_HEADER]: z
        .string()
        .regex(/^\d+$/)
        .meta({ description: 'Сколько товаров найдено всего (столько же, сколько на странице результатов)' }),
    }),
    // POST as the spec writes it; a search keeps nothing.
    changesState: false,
  },
  'GET /catalog/search-pagen/': {
    summary: 'Страница результатов поиска',
    query: searchPageQuerySchema,
    response: searchPageSchema,
  },
} as const satisfies CallTable;
