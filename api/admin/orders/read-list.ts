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
import { isPhoneWord, orderFilters, searchCondition } from './read-search';

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

/**
 * How many rows the walk of a search tests per row of the page before it leaves the search to the
 * trigrams: a word in 1 of 40 orders still fills its page so (decision 049).
 */
export const WALK_ROWS_PER_ROW = 40;

/**
 * The list's order: newest first as the index gives it, or (`sortFound`) by an expression no index
 * gives, so that the planner finds the rows by the search's indexes and sorts them.
 */
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

/**
 * A search's walk through the newest orders of the other filters only, testing each: a common word
 * (a surname, a mail domain) fills its page within them. No count of the matches first: counting
 * 2000 of them cost 12-110 ms (a trigram scan, or the whole table read when the planner chose to),
 * more than the walk that follows.
 */
async function walkNewest(db: Executor, query: OrderListQuery, status: OrderStatus[] | undefined, after: SQL | undefined) {
  const { micros: _micros, ...columns } = orderRowColumns;
  const newest = db
    .select({ ...columns, found: sql<boolean>`${searchCondition(query.q)}`.as('found') })
    .from(orders)
    .where(and(orderFilters({ ...query, status, q: [] }), after))
    .orderBy(...newestFirst(false))
    .limit((query.limit + 1) * WALK_ROWS_PER_ROW)
    .as('newest');
  // The keyset's moment of the matches only: worked out for every row walked, it doubled the walk.
  const fields = Object.fromEntries(Object.keys(columns).map((key) => [key, newest[key as keyof typeof columns]]));
  return db
    .select({ ...(fields as Pick<typeof newest, keyof typeof columns>), micros: keysetMicros(newest.placedAt) })
    .from(newest)
    .where(sql`${newest.found}`)
    .orderBy(desc(newest.placedAt), desc(newest.id))
    .limit(query.limit + 1);
}

/**
 * The rows of one walk. A search walks the newest orders first; when they hold less than a page,
 * its words are rare and the planner finds them by trigrams and sorts them (walking to them read the
 * whole list: 246 ms for «Анна Попова»). A phone's digits are always few: found by its index.
 */
async function walkRows(db: Executor, query: OrderListQuery, status: OrderStatus[] | undefined, after: SQL | undefined) {
  if (query.q.length === 0) return walk(db, query, status, after, false);
  if (!query.q.some(isPhoneWord)) {
    const newest = await walkNewest(db, query, status, after);
    if (newest.length > query.limit) return newest;
  }
  return walk(db, query, status, after, true);
}

/** Newer first: the moment (whole microseconds, as text) and then the id. */
const byKeyDesc = (a: { micros: string; id: number }, b: { micros: string; id: number }) =>
  a.micros === b.micros ? b.id - a.id : BigInt(b.micros) > BigInt(a.micros) ? 1 : -1;

export async function listOrdersForStaff(db: Executor, query: OrderListQuery, disclosure: Disclosure): Promise<OrderList> {
  const after = query.after ? afterKeyset(orders.createdAt, orders.id, decodeKeyset(query.after)) : undefined;
  // Several statuses: a walk of each one's own index range, merged. One walk of the whole list
  // would read every order of the other statuses past the last match (330 ms on a last page).
  const statuses = query.status ?? [];
  const rows =
    statuses.length > 1
      ? (await Promise.all(statuses.map((status) => walkRows(db, query, [status], after))))
          .flat()
          .sort(byKeyDesc)
          .slice(0, query.limit + 1)
      : await walkRows(db, query, query.status, after);
  const page = pageOfRows(rows, query.limit);
  return { items: page.rows.map((row) => orderListItem(row, disclosure)), next: page.next };
}
