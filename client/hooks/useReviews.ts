import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { Review } from '../../shared/contract/catalog';

/** Parents' reviews for the main page (spec §7.1 GET /data/reviews/, 10 by default). */
export function useReviews() {
  return useSWR<Review[]>(keys.reviews());
}
