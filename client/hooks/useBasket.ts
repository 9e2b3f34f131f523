import { keys } from '../../shared/api/keys';
import type { Basket } from '../../shared/contract/basket';
import { useApi } from './useApi';

/**
 * The basket (spec §4): loaded once at startup, after hydration — it is personal, so the server
 * never renders it into shared pages; only the basket page's own document carries it (its route's
 * key), and then it is already there. Undefined while it loads.
 */
export function useBasket(): { basket: Basket | undefined; error: unknown; isLoading: boolean } {
  const { data, error, isLoading } = useApi(keys.basket());
  return { basket: data?.basket, error, isLoading };
}
