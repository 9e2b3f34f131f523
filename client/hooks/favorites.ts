import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../../shared/api/keys';
import type { Wishlist } from '../../shared/contract/catalog';
import { api } from './fetcher';
import { useWishlist } from './useWishlist';

// A product's heart, apart from useWishlist: the header counts the wishlist on every page, the
// heart is only on the pages that show products (docs/decisions/023-javascript-floor.md).

/** Whether product `id` is in the wishlist; false until the wishlist has loaded. */
export function useIsFavorite(id: number): boolean {
  const { data } = useWishlist();
  return Boolean(data?.ITEMS.some((item) => item.ID === id));
}

/** The wishlist with `id` added or removed, as the api will answer it. */
export function toggled(wishlist: Wishlist | undefined, id: number): Wishlist {
  const items = wishlist?.ITEMS ?? [];
  return items.some((item) => item.ID === id) ? { ITEMS: items.filter((item) => item.ID !== id) } : { ITEMS: [...items, { ID: id }] };
}

/**
 * Adds or removes a product (GET /api/wishlist/?id=): the heart changes at once and the api's
 * answer replaces the list (spec §4); a failed call puts the heart back (spec §8: no message).
 */
export function useToggleFavorite(): (id: number) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      try {
        await mutate<Wishlist>(keys.wishlist(), api.request('GET /wishlist/', { query: { id: String(id) } }), {
          optimisticData: (current) => toggled(current, id),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
      } catch {
        // Rolled back: the heart shows the truth again.
      }
    },
    [mutate],
  );
}
