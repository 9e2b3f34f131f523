import type { Dashboard, OrderListData, OrderListQuery, StockWatch } from '../contract-types';
import type { AdminHttp } from '../http';
import type { ListFilter } from './links';

/**
 * The warehouse's work, as the orders list's filters find it (the list's page of at most 100 rows
 * is the count; the api counts no whole table, decision 049). Paid by SBP, an order waits to be
 * assembled; paid on receipt, it waits as new; assembled, to be shipped; shipped, to be handed over.
 */
export const PACKING_QUEUES = {
  paid: { status: 'paid' },
  cash: { status: 'new', payment: 'cash' },
  assembling: { status: 'assembling' },
  shipped: { status: 'shipped' },
} as const satisfies Record<string, Pick<OrderListQuery, 'status' | 'payment'>>;

export type PackingQueue = keyof typeof PACKING_QUEUES;

/** How many orders wait in a queue: `more` when there are more than one page holds. */
export interface QueueCount {
  queue: PackingQueue;
  /** The orders list's filters that show this queue (its statuses a list, as the list's filter holds them). */
  filter: ListFilter;
  count: number;
  more: boolean;
}

const QUEUE_PAGE = 100;

export interface DashboardCalls {
  /** GET /admin/dashboard/: the owner's and managers' figures. */
  dashboard(): Promise<Dashboard>;
  /** The warehouse's first screen: how many orders wait in each queue. */
  packingQueues(): Promise<QueueCount[]>;
  /** GET /admin/stock-watch/: sizes out of stock or at most their threshold, every role's. */
  stockWatch(): Promise<StockWatch>;
}

export function dashboardCalls(http: AdminHttp): DashboardCalls {
  const count = async (queue: PackingQueue): Promise<QueueCount> => {
    const query: OrderListQuery = { ...PACKING_QUEUES[queue], limit: String(QUEUE_PAGE) };
    const page = await http.get<OrderListData>('/admin/orders/', { ...query });
    const { status, ...rest } = PACKING_QUEUES[queue];
    return { queue, filter: { ...rest, status: [status] }, count: page.items.length, more: page.next !== null };
  };
  return {
    dashboard: () => http.get<Dashboard>('/admin/dashboard/'),
    packingQueues: () => Promise.all((Object.keys(PACKING_QUEUES) as PackingQueue[]).map(count)),
    stockWatch: () => http.get<StockWatch>('/admin/stock-watch/'),
  };
}
