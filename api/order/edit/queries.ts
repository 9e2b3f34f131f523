/**
 * What an edit reads and writes of the order, inside its transaction. Locks, in the order a cancel
 * (lifecycle/give-back.ts) and a placement take theirs, so that none waits on another crosswise: the
 * order's row first, then its offers in id order, then the coupon, then the certificate.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { offerLine, type BasketLine } from '../../basket/service';
import { offers } from '../../catalog/schema';
import type { Executor } from '../../db/database';
import { isOpenSurcharge, payments } from '../../payment/schema';
import { insertOrderItems } from '../queries';
import { orderItems, orders } from '../schema';
import type { WorkLine } from './lines';

export type OrderRow = typeof orders.$inferSelect;

/** The order's row, locked: a second edit, a cancel or a payment of it waits here until this one commits. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** Read after the order's lock, so a waiting edit sees what the one before it left. */
export function orderLines(tx: Executor, orderId: number) {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The offers locked in id order in one statement, then each read as a basket line reads it. */
export async function lockOffers(tx: Executor, ids: readonly number[]): Promise<Map<number, BasketLine>> {
  const found = new Map<number, BasketLine>();
  if (ids.length === 0) return found;
  const locked = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(inArray(offers.id, [...ids]))
    .orderBy(asc(offers.id))
    .for('update');
  for (const { id } of locked) {
    const line = await offerLine(tx, id, 0);
    if (line) found.set(id, line);
  }
  return found;
}

/**
 * Whether an SBP link for the order's sum may be out (a payment row still pending, its link made or
 * being made). The row's insert checks its key against the order's row, which this edit holds: one
 * being written now is seen here once it commits, before this reads.
 */
export async function hasOpenPayment(tx: Executor, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'order'), eq(payments.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

/**
 * What a paid order's open surcharge asks (0: none): an earlier edit's difference still unpaid
 * (decision 051). Read under the order's lock, which its payment's confirmation takes first too.
 */
export async function openSurchargeKopecks(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ kopecks: payments.amountKopecks })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isOpenSurcharge(payments)));
  return row?.kopecks ?? 0;
}

/**
 * The lines as they are after the edit: changed in place, removed, or added; each with its share of
 * the discount. Answers them with the new lines' ids.
 */
export async function writeLines(
  tx: Executor,
  orderId: number,
  before: readonly WorkLine[],
  after: readonly WorkLine[],
  shares: readonly number[],
): Promise<WorkLine[]> {
  const kept = new Set(after.map((l) => l.lineId));
  const gone = before.filter((l) => !kept.has(l.lineId)).map((l) => l.lineId!);
  if (gone.length > 0) await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, gone)));
  const added: (WorkLine & { discountKopecks: number })[] = [];
  for (const [i, line] of after.entries()) {
    const { lineId, ...values } = line;
    const discountKopecks = shares[i]!;
    if (lineId === null) added.push({ ...line, discountKopecks });
    else
      await tx
        .update(orderItems)
        .set({ offerId: values.offerId, size: values.size, quantity: values.quantity, discountKopecks })
        .where(eq(orderItems.id, lineId));
  }
  if (added.length === 0) return [...after];
  const rows = await insertOrderItems(
    tx,
    orderId,
    added.map(({ lineId: _, ...l }) => ({ ...l, giftCertificate: false })),
  );
  // Written in the order given, so the new rows' ids go to the new lines in turn.
  const ids = rows.map((r) => r.id);
  return after.map((l) => (l.lineId === null ? { ...l, lineId: ids.shift()! } : l));
}

export type OrderMoney = Pick<
  OrderRow,
  | 'goodsKopecks'
  | 'discountKopecks'
  | 'deliveryKopecks'
  | 'totalKopecks'
  | 'couponId'
  | 'couponCode'
  | 'certificateCode'
  | 'certificateKopecks'
>;

export async function saveMoney(tx: Executor, orderId: number, money: OrderMoney): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(money).where(eq(orders.id, orderId)).returning();
  return row!;
}
