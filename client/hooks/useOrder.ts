import useSWR from 'swr';
import type { ApiRequestError } from '../../shared/api/client';
import { keys } from '../../shared/api/keys';
import type { OrderData, OrderListData } from '../../shared/contract/order';
import { useServerNotFound } from '../components/seo';
import { useHydrating } from './useHydrating';

/**
 * One order of this browser by its code (prefetched by the server, which answers an unknown or
 * someone else's code with 404). Its status changes once it is paid, so a later visit asks again.
 */
export function useOrder(code: string) {
  const serverNotFound = useServerNotFound();
  const hydrating = useHydrating();
  const swr = useSWR<OrderData, ApiRequestError>(serverNotFound ? null : keys.order(code), { revalidateOnMount: !hydrating });
  return { order: swr.data?.order, error: swr.error, notFound: serverNotFound || swr.error?.status === 404 };
}

/** This browser's orders, newest first; asked again on a later visit (a new order, a payment). */
export function useOrderList() {
  const hydrating = useHydrating();
  const swr = useSWR<OrderListData>(keys.orderList(), { revalidateOnMount: !hydrating });
  return { orders: swr.data?.orders, error: swr.error };
}
