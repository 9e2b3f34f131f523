import type { ListData } from '../contract-types';
import type { ResourceCalls } from '../data/resources';
import type { AdminHttp } from '../http';
import { orderListQuery } from './filters';
import type { HandoverBatchResult } from '../../shared/contract/admin/shipments';
import type {
  BatchStatus,
  OfferPick,
  OfferPickQuery,
  OrderBatchResult,
  OrderEditOperation,
  OrderLinesData,
  OrderListItem,
  OrderRecord,
  OrderRefundBody,
  OrderRefundData,
  OrderStatusBody,
} from './types';

const orderPath = (id: string | number) => `/admin/orders/${encodeURIComponent(String(id))}/`;

/** The page's answer as react-admin holds a record: the order's id on top. */
const asRecord = (page: Omit<OrderRecord, 'id'>): OrderRecord => ({ ...page, id: page.order.id });

/** The `orders` resource: the list (newest first, by keyset) with its filters, and an order's page. */
export function orderCalls(http: AdminHttp): ResourceCalls {
  return {
    list: (filter, after) => http.get<ListData<OrderListItem>>('/admin/orders/', { ...orderListQuery(filter, after) }),
    one: async (id) => asRecord(await http.get<OrderRecord>(orderPath(id))),
  };
}

/** What staff do to orders beyond react-admin's calls; the screens ask the data provider for them by name. */
export interface OrderActions {
  /** One order's status; answers its page as it is after. */
  changeOrderStatus(id: number, body: OrderStatusBody): Promise<OrderRecord>;
  /** Several orders, each on its own: the changed ones and why the others were refused. */
  changeOrdersStatus(ids: number[], to: BatchStatus): Promise<OrderBatchResult>;
  /** Every operation of a line edit in one request (all or none). */
  editOrderLines(id: number, operations: OrderEditOperation[]): Promise<OrderLinesData & { order: OrderRecord }>;
  refundOrder(id: number, body: OrderRefundBody): Promise<OrderRefundData>;
  /** Sizes to swap to (a product's code) or to add (words of a name or code). */
  findOffers(query: OfferPickQuery): Promise<OfferPick[]>;
  /** Hands the order to the carrier (decision 060); answers its page as it is after. */
  handOverOrder(id: number): Promise<OrderRecord>;
  /** Several orders, each on its own: those handed over and why the others were refused. */
  handOverOrders(ids: number[]): Promise<HandoverBatchResult>;
}

export function orderActions(http: AdminHttp): OrderActions {
  return {
    changeOrderStatus: async (id, body) => asRecord(await http.post<OrderRecord>(`${orderPath(id)}status/`, body)),
    changeOrdersStatus: (ids, to) => http.post<OrderBatchResult>('/admin/orders/status/', { ids, to }),
    async editOrderLines(id, operations) {
      const answer = await http.post<OrderLinesData>(`${orderPath(id)}lines/`, { operations });
      return { ...answer, order: asRecord(answer.order) };
    },
    refundOrder: (id, body) => http.post<OrderRefundData>(`${orderPath(id)}refund/`, body),
    findOffers: async (query) => (await http.get<{ items: OfferPick[] }>('/admin/offers/', { ...query })).items,
    handOverOrder: async (id) => asRecord(await http.post<OrderRecord>(`${orderPath(id)}shipment/`, {})),
    handOverOrders: (ids) => http.post<HandoverBatchResult>('/admin/orders/shipments/', { ids }),
  };
}

/** The packing slips of these orders: an HTML page the browser opens in a tab of its own and prints. */
export const packingSlipsUrl = (ids: readonly (string | number)[]) => `/api/admin/orders/slips/?ids=${ids.map(String).join(',')}`;

/** The carrier's waybills of these orders, as it prints them (PDF or an HTML page), in a tab of its own. */
export const waybillsUrl = (ids: readonly (string | number)[]) =>
  ids.length === 1 ? `/api/admin/orders/${String(ids[0])}/waybill/` : `/api/admin/orders/waybills/?ids=${ids.map(String).join(',')}`;
