import type { ApiKey } from '../../shared/api/keys';
import type { ProductDetail } from '../../shared/contract/catalog';
import { useServerNotFound } from '../components/seo/site';
import { useApi } from './useApi';

/**
 * The product page's data (detail with related products) by its route module's key. When the
 * server already answered this address with 404 there is nothing to fetch: `notFound` says so.
 */
export function useProduct(key: ApiKey<ProductDetail>) {
  const notFound = useServerNotFound();
  const swr = useApi(notFound ? null : key);
  return { ...swr, notFound: notFound || swr.error?.status === 404 };
}
