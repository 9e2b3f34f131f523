/**
 * The order list's filters as SQL (decision 049). Every filter narrows the one keyset walk of
 * (created_at, id); the search's words each match the trigram-indexed text of name, e-mail, phone
 * and code (orderSearchText), or the phone when they are digits, so that the words of a name and a
 * phone's last digits combine.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeContaining } from '../../db/like';
import { orders, orderSearchText } from '../../order/schema';
import type { OrderListQuery } from '../../../shared/contract/admin/orders';
import { shopDayEnd, shopDayStart } from './read-days';

/**
 * A word of digits is a phone: the whole one (7 and ten digits) by the phone's own index, or its
 * last digits by the index of the reversed phone (a packer reads them off a parcel). Trigrams of
 * digits match too many phones and codes to be worth looking up (decision 049).
 */
export function phoneCondition(phone: AnyPgColumn, word: string): SQL {
  if (/^7\d{10}$/.test(word)) return sql`${phone} = ${word}`;
  return sql`reverse(${phone}) LIKE ${`${[...word].reverse().join('')}%`}`;
}

export const isPhoneWord = (word: string) => /^\d+$/.test(word);

export function searchCondition(words: readonly string[]): SQL | undefined {
  const text = orderSearchText(orders);
  return and(...words.map((word) => (isPhoneWord(word) ? phoneCondition(orders.phone, word) : sql`${text} LIKE ${likeContaining(word)}`)));
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
