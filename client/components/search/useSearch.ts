import { useEffect, useState } from 'react';
import { SEARCH_TOTAL_HEADER } from '../../../shared/contract/catalog-constants';
import { api } from '../../hooks/fetcher';
import { searchRefusal } from './refusal';
import { createSearchController, EMPTY_SEARCH, type Found, type SearchController, type SearchState } from './controller';

/**
 * POST /api/catalog/search/?query= (spec §7.1): the query in the address, no body. The answer's
 * header tells how many the results page finds (a back-end without it: unknown).
 */
async function searchProducts(query: string, signal: AbortSignal): Promise<Found> {
  const { data, headers } = await api.requestAnswer('POST /catalog/search/', { query: { query } }, { signal });
  const total = Number.parseInt(headers.get(SEARCH_TOTAL_HEADER) ?? '', 10);
  return { results: data, total: Number.isSafeInteger(total) && total >= data.length ? total : null };
}

/** The overlay's search state and its controller, alive while the overlay is mounted. */
export function useSearch(): [SearchState, SearchController] {
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
  // One controller per mounted overlay; useState keeps it across renders (setState is stable).
  const [controller] = useState(() => createSearchController({ search: searchProducts, refusalOf: searchRefusal, onChange: setState }));
  useEffect(() => () => controller.dispose(), [controller]);
  return [state, controller];
}
