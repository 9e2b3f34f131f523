/**
 * The back office's customer list (issue 23, decision 049): accounts newest first by keyset,
 * searched by phone, name or e-mail (trigrams), contacts masked unless the role may see them;
 * each row with its orders' count and what they spent (a subquery per row of the page, by index).
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orders } from '../../order/schema';
import { shopperSearchText, users } from '../../profile/schema';
import type { CustomerList, CustomerListQuery } from '../../../shared/contract/admin/customers';
import { afterKeyset, decodeKeyset, keysetMicros, pageOfRows } from '../orders/read-keyset';
import { likeContaining } from '../../db/like';
import { isPhoneWord, phoneCondition } from '../orders/read-search';
import { contactsFor, type Disclosure } from './read-mask';

/** An order that counts as money spent: paid, and neither cancelled nor refunded. */
export const spentOrder = sql`${orders.paidAt} IS NOT NULL AND ${orders.status} NOT IN ('cancelled', 'refunded')`;

/** The orders of an account: placed signed in or adopted, or placed as a guest with its phone. */
const ofUser = sql`(${orders.userId} = ${users.id} OR ${orders.phone} = ${users.phone})`;

function searchCondition(words: readonly string[]): SQL | undefined {
  const text = shopperSearchText(users);
  return and(...words.map((word) => (isPhoneWord(word) ? phoneCondition(users.phone, word) : sql`${text} LIKE ${likeContaining(word)}`)));
}

export async function listCustomersForStaff(db: Executor, query: CustomerListQuery, disclosure: Disclosure): Promise<CustomerList> {
  const after = query.after ? afterKeyset(users.createdAt, users.id, decodeKeyset(query.after)) : undefined;
  const rows = await db
    .select({
      id: users.id,
      micros: keysetMicros(users.createdAt),
      name: users.name,
      phone: users.phone,
      email: users.email,
      registeredAt: users.createdAt,
      ordersCount: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${ofUser})`,
      spentKopecks: sql<number>`(SELECT coalesce(sum(${orders.totalKopecks}), 0)::int FROM ${orders} WHERE ${ofUser} AND ${spentOrder})`,
    })
    .from(users)
    .where(and(query.q.length > 0 ? searchCondition(query.q) : undefined, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = pageOfRows(rows, query.limit);
  return {
    items: page.rows.map(({ micros: _micros, registeredAt, ...row }) =>
      contactsFor({ ...row, registeredAt: registeredAt.toISOString() }, disclosure),
    ),
    next: page.next,
  };
}
