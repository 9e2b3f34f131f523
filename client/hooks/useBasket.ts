import { keys } from '../../shared/api/keys';
import type { Basket } from '../../shared/contract/basket';
import { useApi } from './useApi';

/**
 * The basket (spec §4): loaded once at startup, after hydration — it is personal, so the server
 * never renders it into shared pages; only the basket page's own document carries it (its route's
 * key), and then it is already there. Undefined while it loads.
 */
export function useBasket(): { basket: Basket | undefined; error: unknown } {
  // Only what callers show: SWR re-renders a hook for the fields it read, and reading `isLoading`
  // made the mount's revalidation re-render every reader (docs/decisions/033-main-thread.md).
  const { data, error } = useApi(keys.basket());
  return { basket: data?.basket, error };
}
