/**
 * A customer's back-office page (issue 23, decision 049): the account (or, for a guest, the phone
 * of their orders), their orders and what they spent, their news subscriptions, the certificates
 * their orders bought and used, and the staff's note. The route lets in only roles that may see
 * the contacts whole.
 */
import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { certificates } from '../../certificate/schema';
import { orders } from '../../order/schema';
import { shopperNotes, users } from '../../profile/schema';
import type { CustomerKey, CustomerPage } from '../../../shared/contract/admin/customers';
import { spentOrder } from './read-list';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const ORDERS_SHOWN = 50;

type UserRow = typeof users.$inferSelect;

async function findCustomer(db: Executor, key: CustomerKey): Promise<{ user: UserRow | null; phone: string } | null> {
  const where = 'userId' in key ? eq(users.id, key.userId) : eq(users.phone, key.phone);
  const [user] = await db.select().from(users).where(where).limit(1);
  if (user) return { user, phone: user.phone };
  return 'phone' in key ? { user: null, phone: key.phone } : null;
}

async function ordersPart(db: Executor, mine: SQL) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: orders.id,
        code: orders.code,
        placedAt: orders.createdAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        totalKopecks: orders.totalKopecks,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_SHOWN),
    db
      .select({
        count: sql<number>`count(*)::int`,
        spent: sql<number>`coalesce(sum(${orders.totalKopecks}) FILTER (WHERE ${spentOrder}), 0)::int`,
      })
      .from(orders)
      .where(mine),
  ]);
  return {
    orders: rows.map(({ paidAt, placedAt, ...row }) => ({ ...row, placedAt: placedAt.toISOString(), paid: paidAt !== null })),
    ordersCount: totals?.count ?? 0,
    spentKopecks: totals?.spent ?? 0,
  };
}

async function certificatesPart(db: Executor, mine: SQL): Promise<CustomerPage['certificates']> {
  const [bought, used] = await Promise.all([
    db
      .select({
        code: certificates.code,
        orderCode: orders.code,
        nominalKopecks: certificates.nominalKopecks,
        balanceKopecks: certificates.balanceKopecks,
      })
      .from(certificates)
      .innerJoin(orders, eq(orders.id, certificates.orderId))
      .where(mine)
      .orderBy(desc(certificates.id)),
    db
      .select({ code: orders.certificateCode, orderCode: orders.code, kopecks: orders.certificateKopecks })
      .from(orders)
      .where(and(mine, isNotNull(orders.certificateCode)))
      .orderBy(desc(orders.createdAt)),
  ]);
  return { bought, used: used.map((u) => ({ ...u, code: u.code! })) };
}

async function notePart(db: Executor, phone: string): Promise<CustomerPage['note']> {
  const [row] = await db.select().from(shopperNotes).where(eq(shopperNotes.phone, phone));
  return row ? { text: row.note, updatedAt: row.updatedAt.toISOString() } : null;
}

/** The customer's page, or null when there is no such account (a phone without one is a guest's page). */
export async function readCustomerForStaff(db: Executor, key: CustomerKey): Promise<CustomerPage | null> {
  const found = await findCustomer(db, key);
  if (!found) return null;
  const { user, phone } = found;
  const mine = user ? or(eq(orders.userId, user.id), eq(orders.phone, phone))! : eq(orders.phone, phone);
  const [ordersOf, certificatesOf, note, [latest]] = await Promise.all([
    ordersPart(db, mine),
    certificatesPart(db, mine),
    notePart(db, phone),
    // A guest's name and e-mail: as their latest order gave them.
    user
      ? Promise.resolve([])
      : db.select({ name: orders.name, email: orders.email }).from(orders).where(mine).orderBy(desc(orders.createdAt)).limit(1),
  ]);
  if (!user && !latest) return null;
  return {
    customer: {
      userId: user?.id ?? null,
      name: user?.name ?? latest!.name,
      phone,
      email: user ? user.email : latest!.email,
      registeredAt: iso(user?.createdAt ?? null),
    },
    ...ordersOf,
    subscriptions: {
      emailNews: user?.emailNews ?? false,
      emailNewsChangedAt: iso(user?.emailNewsChangedAt ?? null),
      smsNews: user?.smsNews ?? false,
      smsNewsChangedAt: iso(user?.smsNewsChangedAt ?? null),
    },
    certificates: certificatesOf,
    note,
  };
}
