import { useWishlist } from './useWishlist';

/** How many products are in the wishlist, for the header and bottom menu (0 until it has loaded). */
export function useFavoritesCount(): number {
  return useWishlist().data?.ITEMS.length ?? 0;
}
