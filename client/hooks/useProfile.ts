import { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { keys } from '../../shared/api/keys';
import type { Profile } from '../../shared/contract/profile';
import { useApi } from './useApi';

/**
 * The signed-in shopper (spec §4): read at startup with the layout's data, so the header and the
 * personal area's guard know it on the first render. Null for a guest, and after any failure
 * (spec §8: a failing profile fetch makes the profile empty); undefined only while it first loads.
 */
export function useProfile(): Profile | null | undefined {
  const { data, error } = useApi(keys.profile());
  if (error) return null;
  return data;
}

/**
 * Asks again for everything personal after the shopper signed in or out (basket, wishlist, profile,
 * orders, drafts): SWR revalidates every key it holds, the mounted ones at once.
 */
export function useRevalidateAll(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true);
  }, [mutate]);
}
