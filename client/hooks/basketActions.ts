import { useMemo } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { keys } from '../../shared/api/keys';
import type { Basket, BasketData, BasketItem } from '../../shared/contract/basket';
import { clearFormToasts, showErrors } from '../components/toasts';
import { withAnalytics } from '../lib/metrica';
import { api, errorsOf } from './fetcher';

// The basket's changes, apart from useBasket: the header and bottom menu read the basket on every
// page, the changes are only for the pages that make them (docs/decisions/023-javascript-floor.md).

/** What the gift options call changes: only the options given. */
export interface GiftChange {
  wrap?: boolean;
  message?: string;
  noPrices?: boolean;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('Y' as const) : ('N' as const));

/** The basket's toasts: its next answer, a success too, replaces them (a stale refusal goes). */
export const BASKET_FORM = 'basket';

/**
 * Waits for one basket call (GET /api/basket/{action}/ with query parameters) and replaces the
 * cached basket with its answer (spec §4), without asking again. A failure shows the errors as
 * toasts (spec §8) and leaves the basket as it was; the answer is null then. A success takes away
 * the basket's earlier refusals: «Срок действия промокода истёк» must not stay beside the coupon that
 * applied after it.
 */
async function basketCall(mutate: ScopedMutator, answer: Promise<BasketData>): Promise<Basket | null> {
  try {
    const data = await mutate<BasketData>(keys.basket(), answer, {
      populateCache: true,
      revalidate: false,
    });
    clearFormToasts(BASKET_FORM);
    return data?.basket ?? null;
  } catch (error) {
    showErrors(errorsOf(error), BASKET_FORM);
    return null;
  }
}

/** The basket's actions; each resolves to the new basket, or null when it failed (already shown). */
export function basketActions(mutate: ScopedMutator) {
  return {
    async add(offerId: number, quantity = 1) {
      const basket = await basketCall(
        mutate,
        api.request('GET /basket/add/', { query: { id: String(offerId), quantity: String(quantity) } }),
      );
      const line = basket?.ITEMS.find((item) => item.ID === offerId);
      if (line) withAnalytics((a) => a.trackAdd(a.basketProduct(line, quantity)));
      return basket;
    },
    async plus(item: BasketItem) {
      const basket = await basketCall(mutate, api.request('GET /basket/plus/', { query: { id: String(item.ID) } }));
      if (basket) withAnalytics((a) => a.trackAdd(a.basketProduct(item, 1)));
      return basket;
    },
    async minus(item: BasketItem) {
      const basket = await basketCall(mutate, api.request('GET /basket/minus/', { query: { id: String(item.ID) } }));
      if (basket) withAnalytics((a) => a.trackRemove(a.basketProduct(item, 1)));
      return basket;
    },
    async remove(item: BasketItem) {
      const basket = await basketCall(mutate, api.request('GET /basket/remove/', { query: { id: String(item.ID) } }));
      if (basket) withAnalytics((a) => a.trackRemove(a.basketProduct(item, item.QUANTITY)));
      return basket;
    },
    setGift(change: GiftChange) {
      const query = { wrap: yesNo(change.wrap), message: change.message, noPrices: yesNo(change.noPrices) };
      return basketCall(mutate, api.request('GET /basket/setGift/', { query }));
    },
    // Spec §5: the coupon goes as typed; the api matches it ignoring case and spaces.
    setCoupon(coupon: string) {
      return basketCall(mutate, api.request('GET /basket/setCoupon/', { query: { coupon } }));
    },
    removeCoupon(coupon: string) {
      return basketCall(mutate, api.request('GET /basket/removeCoupon/', { query: { coupon } }));
    },
    /** Asks for the basket again (after a one-click order from the basket emptied it). */
    async refresh() {
      await mutate(keys.basket());
    },
  };
}

export type BasketActions = ReturnType<typeof basketActions>;

export function useBasketActions(): BasketActions {
  const { mutate } = useSWRConfig();
  return useMemo(() => basketActions(mutate), [mutate]);
}
