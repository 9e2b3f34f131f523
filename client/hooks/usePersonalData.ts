import type { ApiKey } from '../../shared/api/keys';
import { useApi } from './useApi';
import { useHydrating } from './useHydrating';

/**
 * One account's list (coupons, certificates, sent requests): the server renders the first visit's,
 * and a later visit by navigation asks again, as it may have changed since.
 */
export function usePersonalData<T>(key: ApiKey<T>) {
  const hydrating = useHydrating();
  return useApi(key, { revalidateOnMount: !hydrating });
}
