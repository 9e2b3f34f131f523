import { useBasket } from './useBasket';

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
 * carries the basket, and renders the same sums on both sides).
 */
export function useBasketSummary(): BasketSummary {
  const { basket } = useBasket();
  return { count: basket?.TOTAL_QUANTITY ?? 0, total: basket?.PRICE ?? 0 };
}
