import { useEffect, useState } from 'react';
import type { SearchResult } from '../../../shared/contract/catalog';
import { api } from '../../hooks/fetcher';
import { createSearchController, EMPTY_SEARCH, type SearchController, type SearchState } from './controller';

/** POST /api/catalog/search/?query= (spec §7.1): the query in the address, no body. */
function searchProducts(query: string, signal: AbortSignal): Promise<SearchResult[]> {
  return api.request('POST /catalog/search/', { query: { query } }, { signal });
}

/** The overlay's search state and its controller, alive while the overlay is mounted. */
export function useSearch(): [SearchState, SearchController] {
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
  // One controller per mounted overlay; useState keeps it across renders (setState is stable).
  const [controller] = useState(() => createSearchController({ search: searchProducts, onChange: setState }));
  useEffect(() => () => controller.dispose(), [controller]);
  return [state, controller];
}
