import useSWR from 'swr';
import { keys } from '../../shared/api/keys';
import type { ApiRequestError } from '../../shared/api/client';
import type { ProductDetail } from '../../shared/contract/catalog';
import { useServerNotFound } from '../components/seo';

/**
 * The product page's data: detail with related products, by element code. When the server
 * already answered this address with 404 there is nothing to fetch: `notFound` says so.
 */
export function useProduct(code: string) {
  const notFound = useServerNotFound();
  const swr = useSWR<ProductDetail, ApiRequestError>(notFound ? null : keys.product(code));
  return { ...swr, notFound: notFound || swr.error?.status === 404 };
}
