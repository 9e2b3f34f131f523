import { keys } from '../../shared/api/keys';
import { useApi } from './useApi';

/** What the header and bottom menu show of the basket. */
export interface BasketSummary {
  /** Items in the basket. */
  count: number;
  /** Total in rubles, as the contract shows money at the edge. */
  total: number;
}

/**
 * Pieces and the sum to pay, from the basket loaded after hydration (spec §4); 0 and 0 until it
 * arrives, which is also what the server renders, so hydration matches (the basket page's document
 * carries the basket, and renders the same sums on both sides). Reads the basket's data alone, so
 * that only its arrival re-renders the header's and bottom menu's counts, not the request's start.
 */
export function useBasketSummary(): BasketSummary {
  const basket = useApi(keys.basket()).data?.basket;
  return { count: basket?.TOTAL_QUANTITY ?? 0, total: basket?.PRICE ?? 0 };
}
