import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { ApiRequestError } from '../../shared/api/client';
import type { ProductDetail } from '../../shared/contract/catalog';

/** The product page's data: detail with related products, by element code. */
export function useProduct(code: string) {
  return useSWR<ProductDetail, ApiRequestError>(keys.product(code));
}
