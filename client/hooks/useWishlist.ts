import { keys } from '../../shared/api/keys';
import { useApi } from './useApi';

/**
 * The guest's or shopper's wishlist (spec §3, §4: loaded once at startup). The header asks for it
 * on every page, so it is fetched after hydration when the server did not prefetch it.
 */
export function useWishlist() {
  return useApi(keys.wishlist());
}
