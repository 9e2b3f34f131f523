/**
 * The back office's order list (issue 23, decision 049): newest first, filtered, paged by keyset,
 * with contacts masked unless the caller's role may see them (the route sets `unmasked`).
 */
import { and, desc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from '../../order/schema';
import type { OrderList, OrderListItem, OrderListQuery } from '../../../shared/contract/admin/orders';
import { contactsFor, type Disclosure } from '../customers/read-mask';
import { afterKeyset, decodeKeyset, keysetMicros, pageOfRows } from './read-keyset';
import { orderFilters } from './read-search';

/** The columns of a list row, and its keyset's moment. */
export const orderRowColumns = {
  id: orders.id,
  micros: keysetMicros(orders.createdAt),
  code: orders.code,
  placedAt: orders.createdAt,
  status: orders.status,
  name: orders.name,
  phone: orders.phone,
  email: orders.email,
  paymentMethod: orders.paymentMethod,
  paidAt: orders.paidAt,
  deliveryMethod: orders.deliveryMethod,
  totalKopecks: orders.totalKopecks,
};

type OrderRow = {
  [K in keyof typeof orderRowColumns]: K extends 'micros'
    ? string
    : (typeof orders.$inferSelect)[K extends 'placedAt' ? 'createdAt' : Exclude<K, 'micros'>];
};

export function orderListItem(row: OrderRow, disclosure: Disclosure): OrderListItem {
  const { micros: _micros, paidAt, placedAt, ...rest } = row;
  return contactsFor({ ...rest, placedAt: placedAt.toISOString(), paid: paidAt !== null }, disclosure);
}

export async function listOrdersForStaff(db: Executor, query: OrderListQuery, disclosure: Disclosure): Promise<OrderList> {
  const after = query.after ? afterKeyset(orders.createdAt, orders.id, decodeKeyset(query.after)) : undefined;
  const rows = await db
    .select(orderRowColumns)
    .from(orders)
    .where(and(orderFilters(query), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const page = pageOfRows(rows, query.limit);
  return { items: page.rows.map((row) => orderListItem(row, disclosure)), next: page.next };
}
