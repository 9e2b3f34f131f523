import { ApiRequestError } from '../../../shared/api/client';

/**
 * What the shopper is told when search refuses: too many searches from this address (429) or the
 * shop's search busy (503), in the api's own Russian words. Null for any other failure, which has
 * its own general message or none (spec §8).
 */
export function searchRefusal(error: unknown): string | null {
  if (error instanceof ApiRequestError && (error.status === 429 || error.status === 503)) return error.message;
  return null;
}
