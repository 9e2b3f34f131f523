/**
 * The order screens' types, all taken from the contract (shared/contract/admin/orders.ts,
 * order-actions.ts, order-edit.ts, offers.ts and the table of calls). Type-only: the admin bundle
 * carries no zod.
 */
import type { CallData, CallInput } from '../../shared/contract/calls';

export type { OrderListItem, OrderListQuery } from '../../shared/contract/admin/orders';
export type { OrderAdminPage, OrderBatchResult, StaffStatus } from '../../shared/contract/admin/order-actions';
export type { OrderEditOperation } from '../../shared/contract/admin/order-edit';
export type { OfferPick } from '../../shared/contract/admin/offers';
export type { OrderStatus, PaymentMethod } from '../../shared/contract/order-constants';

export type OrderStatusBody = CallInput<'POST /admin/orders/{id}/status/'>['body'];
export type OrderBatchBody = CallInput<'POST /admin/orders/status/'>['body'];
export type BatchStatus = OrderBatchBody['to'];
export type OrderRefundBody = CallInput<'POST /admin/orders/{id}/refund/'>['body'];
export type OrderRefundData = CallData<'POST /admin/orders/{id}/refund/'>;
export type OrderLinesData = CallData<'POST /admin/orders/{id}/lines/'>;
export type OfferPickQuery = NonNullable<CallInput<'GET /admin/offers/'>['query']>;
export type OrderListQueryInput = NonNullable<CallInput<'GET /admin/orders/'>['query']>;

/** An order's page as react-admin holds it: the call's answer with the order's id on top. */
export type OrderRecord = CallData<'GET /admin/orders/{id}/'> & { id: number };
export type OrderLine = OrderRecord['lines'][number];
