import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiRequestError } from '../../shared/api/client';
import type { ApiKey } from '../../shared/api/keys';
import type { WithListedCards } from '../components/product/listed-card';

/**
 * SWR for a contract key: the data's type comes from the key itself, so a hook cannot pair a key
 * with the wrong type. A null key fetches nothing (the page needs nothing for this address).
 * Lists' cards are typed as a page hands them over (lean: listed-card.ts), whether they came
 * from the page's state or from the api.
 */
export function useApi<T>(
  key: ApiKey<T> | null,
  config?: SWRConfiguration<WithListedCards<T>, ApiRequestError>,
): SWRResponse<WithListedCards<T>, ApiRequestError> {
  return useSWR<WithListedCards<T>, ApiRequestError>(key, config ?? {});
}
