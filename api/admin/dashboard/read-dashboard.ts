/**
 * The back office's «Сводка» (issue 23, decision 049): three aggregate queries over the orders
 * index by placing time (30 days of orders at most) and a partial index of the unpaid ones.
 */
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderItems, orders } from '../../order/schema';
import { DASHBOARD_PERIOD_DAYS, DASHBOARD_PERIODS, type Dashboard } from '../../../shared/contract/admin/dashboard';
import { shopDaysStart } from '../orders/read-days';

/** An order that counts in the figures: neither cancelled nor refunded. */
const counted = sql`${orders.status} NOT IN ('cancelled', 'refunded')`;
const BEST_SELLERS = 10;

/** The count and revenue of the counted orders placed from `from` on, as two columns of one aggregate. */
const since = (from: Date) => {
  const placed = sql`${orders.createdAt} >= ${from.toISOString()}`;
  return {
    orders: sql<number>`count(*) FILTER (WHERE ${placed})::int`,
    kopecks: sql<string>`coalesce(sum(${orders.totalKopecks}) FILTER (WHERE ${placed}), 0)::bigint::text`,
  };
};

async function periods(db: Executor, now: Date): Promise<Dashboard['periods']> {
  const starts = DASHBOARD_PERIODS.map((period) => ({ period, from: shopDaysStart(now, DASHBOARD_PERIOD_DAYS[period]) }));
  const [today, week, month] = starts.map(({ from }) => since(from));
  const [row] = await db
    .select({
      today: today!.orders,
      todayKopecks: today!.kopecks,
      week: week!.orders,
      weekKopecks: week!.kopecks,
      month: month!.orders,
      monthKopecks: month!.kopecks,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, starts.at(-1)!.from), lte(orders.createdAt, now), counted));
  return starts.map(({ period, from }) => {
    const count = row?.[period] ?? 0;
    const kopecks = Number(row?.[`${period}Kopecks`] ?? 0);
    return {
      period,
      from: from.toISOString(),
      orders: count,
      revenueKopecks: kopecks,
      averageKopecks: count ? Math.round(kopecks / count) : 0,
    };
  });
}

async function unpaid(db: Executor): Promise<Dashboard['unpaid']> {
  const [row] = await db
    .select({ orders: sql<number>`count(*)::int`, kopecks: sql<string>`coalesce(sum(${orders.totalKopecks}), 0)::bigint::text` })
    .from(orders)
    .where(sql`${orders.paidAt} IS NULL AND ${orders.status} NOT IN ('cancelled', 'refunded')`);
  return { orders: row?.orders ?? 0, kopecks: Number(row?.kopecks ?? 0) };
}

async function bestSellers(db: Executor, now: Date): Promise<Dashboard['bestSellers']> {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const rows = await db
    .select({
      productCode: orderItems.productCode,
      name: sql<string>`max(${orderItems.name})`,
      quantity,
      revenueKopecks: sql<number>`sum(${orderItems.priceKopecks} * ${orderItems.quantity} - ${orderItems.discountKopecks})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        gte(orders.createdAt, shopDaysStart(now, DASHBOARD_PERIOD_DAYS.month)),
        lte(orders.createdAt, now),
        counted,
        eq(orderItems.giftCertificate, false),
      ),
    )
    .groupBy(orderItems.productCode)
    .orderBy(desc(quantity), orderItems.productCode)
    .limit(BEST_SELLERS);
  return rows;
}

/** The figures at `now` (the clock; tests pass their own). */
export async function readDashboard(db: Executor, now: Date = new Date()): Promise<Dashboard> {
  const [periodsOf, unpaidOf, best] = await Promise.all([periods(db, now), unpaid(db), bestSellers(db, now)]);
  return { periods: periodsOf, unpaid: unpaidOf, bestSellers: best, at: now.toISOString() };
}
