import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiRequestError } from '../../shared/api/client';
import type { ApiKey } from '../../shared/api/keys';

/**
 * SWR for a contract key: the data's type comes from the key itself, so a hook cannot pair a key
 * with the wrong type. A null key fetches nothing (the page needs nothing for this address).
 */
export function useApi<T>(key: ApiKey<T> | null, config?: SWRConfiguration<T, ApiRequestError>): SWRResponse<T, ApiRequestError> {
  return useSWR<T, ApiRequestError>(key, config ?? {});
}
