/** What the header and bottom menu show of the basket. */
export interface BasketSummary {
  /** Items in the basket. */
  count: number;
  /** Total in rubles, as the contract shows money at the edge. */
  total: number;
}

const EMPTY: BasketSummary = { count: 0, total: 0 };

/**
 * The basket has no back-end yet (it arrives with the basket issue): it starts empty, as spec §4
 * allows for what is not loaded. Replace the body with the basket's SWR hook then.
 */
export function useBasketSummary(): BasketSummary {
  return EMPTY;
}
