/**
 * The back office's order list (issue 23, decision 049): newest first, filtered, paged by keyset,
 * with contacts masked unless the caller's role may see them (the route sets `unmasked`).
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from '../../order/schema';
import type { OrderList, OrderListItem, OrderListQuery } from '../../../shared/contract/admin/orders';
import type { OrderStatus } from '../../../shared/contract/order-constants';
import { contactsFor, type Disclosure } from '../customers/read-mask';
import { afterKeyset, decodeKeyset, keysetMicros, pageOfRows } from './read-keyset';
import { orderFilters, searchCondition } from './read-search';

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

/** Matches up to this many are few: found by trigrams and sorted, not walked to (decision 049). */
const FEW_MATCHES = 2000;

/**
 * Whether the search's words match few orders. Then the list's order is written so that no index
 * can give it: the planner finds those rows by trigrams and sorts them, instead of walking the
 * whole list newest first testing every row (246 ms for «Анна Попова»). Words that match many
 * (a mail domain) are walked to: the next rows soon match (sorting them took 240 ms).
 */
async function fewMatches(db: Executor, words: readonly string[]): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(searchCondition(words))
      .limit(FEW_MATCHES + 1)
      .as('found'),
  );
  return (row?.n ?? 0) <= FEW_MATCHES;
}

const newestFirst = (sortFound: boolean) =>
  sortFound ? [sql`${orders.createdAt} + interval '0 seconds' DESC`, desc(orders.id)] : [desc(orders.createdAt), desc(orders.id)];

/** One keyset walk: the filters with one status at most. */
function walk(db: Executor, query: OrderListQuery, status: OrderStatus[] | undefined, after: SQL | undefined, sortFound: boolean) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .where(and(orderFilters({ ...query, status }), after))
    .orderBy(...newestFirst(sortFound))
    .limit(query.limit + 1);
}

/** Newer first: the moment (whole microseconds, as text) and then the id. */
const byKeyDesc = (a: { micros: string; id: number }, b: { micros: string; id: number }) =>
  a.micros === b.micros ? b.id - a.id : BigInt(b.micros) > BigInt(a.micros) ? 1 : -1;

export async function listOrdersForStaff(db: Executor, query: OrderListQuery, disclosure: Disclosure): Promise<OrderList> {
  const after = query.after ? afterKeyset(orders.createdAt, orders.id, decodeKeyset(query.after)) : undefined;
  // Several statuses: a walk of each one's own index range, merged. One walk of the whole list
  // would read every order of the other statuses past the last match (330 ms on a last page).
  const statuses = query.status ?? [];
  const sortFound = query.q.length > 0 && (await fewMatches(db, query.q));
  const rows =
    statuses.length > 1
      ? (await Promise.all(statuses.map((status) => walk(db, query, [status], after, sortFound))))
          .flat()
          .sort(byKeyDesc)
          .slice(0, query.limit + 1)
      : await walk(db, query, query.status, after, sortFound);
  const page = pageOfRows(rows, query.limit);
  return { items: page.rows.map((row) => orderListItem(row, disclosure)), next: page.next };
}
