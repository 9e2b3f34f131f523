import { ApiRequestError, createApiClient } from '../../shared/api/client';
import { requestForKey, type SwrKey } from '../../shared/api/keys';
import type { ApiError } from '../../shared/contract/envelope';

/** The browser's api client: same origin, cookies included. */
export const api = createApiClient({ baseUrl: '' });

export function swrFetcher(key: SwrKey) {
  return api.call(requestForKey(key));
}

const NETWORK_ERROR: ApiError = { message: 'Не удалось связаться с магазином. Проверьте интернет и попробуйте ещё раз.' };

/** The errors to show for a failed call: the api's own, or a word about the connection. */
export function errorsOf(error: unknown): ApiError[] {
  if (error instanceof ApiRequestError) return error.errors.length > 0 ? error.errors : [{ message: error.message }];
  return [NETWORK_ERROR];
}
