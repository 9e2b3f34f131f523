import { createApiClient } from '../../shared/api/client';
import { requestForKey, type SwrKey } from '../../shared/api/keys';

/** The browser's api client: same origin, cookies included. */
export const api = createApiClient({ baseUrl: '' });

export function swrFetcher(key: SwrKey) {
  return api.call(requestForKey(key));
}
