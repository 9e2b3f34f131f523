import type { ApiKey } from '../../shared/api/keys';
import type { OrderData, OrderListData } from '../../shared/contract/order';
import { useServerNotFound } from '../components/seo/site';
import { useApi } from './useApi';
import { useHydrating } from './useHydrating';

/**
 * One order of this browser (prefetched by the server, which answers an unknown or someone else's
 * code with 404). Its status changes once it is paid, so a later visit asks again.
 */
export function useOrder(key: ApiKey<OrderData>) {
  const serverNotFound = useServerNotFound();
  const hydrating = useHydrating();
  const swr = useApi(serverNotFound ? null : key, { revalidateOnMount: !hydrating });
  return { order: swr.data?.order, error: swr.error, notFound: serverNotFound || swr.error?.status === 404 };
}

/** This browser's orders, newest first; asked again on a later visit (a new order, a payment). */
export function useOrderList(key: ApiKey<OrderListData>) {
  const hydrating = useHydrating();
  const swr = useApi(key, { revalidateOnMount: !hydrating });
  return { orders: swr.data?.orders, error: swr.error };
}
