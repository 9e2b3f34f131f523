import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { keys } from '../../shared/api/keys';
import type { Profile } from '../../shared/contract/profile';

/** Calls whose answers belong to one shopper: after signing in or out they are someone else's. */
const PERSONAL_CALL = /^(GET|POST) \/(basket|wishlist|profile|order)\/|^GET \/catalog\/block\/(wishlist|viewed)\//;

const callOf = (key: unknown): string => (Array.isArray(key) ? String((key as unknown[])[0]) : '');

/**
 * After sign-in, registration or sign-out: the profile becomes the api's answer at once (the header
 * and the guard follow), and every personal answer held (basket, wishlist, orders, drafts,
 * certificates) is dropped and asked again, so the guest's basket merged into the account's shows.
 * The layout's keys are named too: the server's fallback holds them outside SWR's cache.
 */
export function useAccountSwitch(): (profile: Profile | null) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (profile: Profile | null) => {
      await mutate(keys.profile(), profile, { revalidate: false });
      const others = [keys.basket(), keys.wishlist(), keys.orderList()].map((key) => mutate(key));
      const held = mutate((key) => PERSONAL_CALL.test(callOf(key)) && callOf(key) !== 'GET /profile/', undefined, { revalidate: true });
      await Promise.allSettled([...others, held]);
    },
    [mutate],
  );
}
