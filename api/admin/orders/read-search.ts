/**
 * The order list's filters as SQL (decision 049). Every filter narrows the one keyset walk of
 * (created_at, id); the search's words each match the trigram-indexed text of name, e-mail, phone
 * and code (orderSearchText), so that the words of a name and a phone's last digits combine.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orders, orderSearchText } from '../../order/schema';
import type { OrderListQuery } from '../../../shared/contract/admin/orders';
import { shopDayEnd, shopDayStart } from './read-days';

/** `word` inside a LIKE pattern as itself: its %, _ and \ are not wildcards. */
export const likeContaining = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(words: readonly string[]): SQL | undefined {
  const text = orderSearchText(orders);
  return and(...words.map((word) => sql`${text} LIKE ${likeContaining(word)}`));
}

/** The conditions of every filter given; undefined for none. */
export function orderFilters(query: Omit<OrderListQuery, 'after' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status && query.status.length > 0 ? inArray(orders.status, query.status) : undefined,
    query.payment ? eq(orders.paymentMethod, query.payment) : undefined,
    query.paid === 'paid' ? isNotNull(orders.paidAt) : query.paid === 'unpaid' ? isNull(orders.paidAt) : undefined,
    query.delivery === 'none' ? isNull(orders.deliveryMethod) : query.delivery ? eq(orders.deliveryMethod, query.delivery) : undefined,
    query.from ? sql`${orders.createdAt} >= ${shopDayStart(query.from).toISOString()}` : undefined,
    query.to ? sql`${orders.createdAt} < ${shopDayEnd(query.to).toISOString()}` : undefined,
    query.q && query.q.length > 0 ? searchCondition(query.q) : undefined,
  ];
  return and(...conditions);
}
