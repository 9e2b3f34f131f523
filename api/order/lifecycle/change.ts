/**
 * The one way an order's status changes (docs/decisions/041): inside the caller's transaction, the
 * order's row locked and changed in one statement only if the table (transitions.ts) and its
 * guards allow it from the status found under the lock; then what the change sets off
 * (reactions.ts), and its history row with its outbox event (history.ts) in one statement more.
 * A change refused writes nothing and throws StatusRefusal (409, in Russian).
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CancelReason, OrderStatus } from '../../../shared/contract/order-constants';
import type { Executor } from '../../db/database';
import { orders } from '../schema';
import type { Actor } from './actor';
import { guardsSql } from './guards';
import { recordChange } from './history';
import { react } from './reactions';
import { isStatusRefusal, refusalOf } from './refusal';
import { sourcesOf } from './transitions';

export type OrderRow = typeof orders.$inferSelect;

export interface ChangeHow {
  actor: Actor;
  note?: string | null | undefined;
  /** The parcel's number, for 'shipped'. */
  trackingNumber?: string | undefined;
  /** Why, for 'cancelled' (what the order's page says). */
  cancelReason?: CancelReason | null | undefined;
}

/** What entering `to` records on the order beside its status. */
function stamps(to: OrderStatus, how: ChangeHow): PgUpdateSetSource<typeof orders> {
  if (to === 'paid') return { paidAt: sql`now()` };
  if (to === 'shipped') return { shippedAt: sql`now()`, trackingNumber: how.trackingNumber ?? null };
  if (to === 'cancelled') return { cancelledAt: sql`now()`, cancelReason: how.cancelReason ?? null };
  // Paid on receipt, the money is taken at handover: a delivered order is paid (decision 047). An
  // order paid before keeps its time; the till at the pickup point or the courier's issues the
  // receipt for cash (decision 027), so none is written here.
  if (to === 'delivered') return { paidAt: sql`coalesce(${orders.paidAt}, now())` };
  return {};
}

/**
 * One statement: the row locked (a racing change waits here, then sees what the first one left),
 * and changed only from a status the table allows, its guards holding. Answers the row as changed
 * with the status it left, or null.
 */
async function turn(tx: Executor, orderId: number, to: OrderStatus, how: ChangeHow) {
  const before = tx
    .select({ id: orders.id, was: sql<OrderStatus>`${orders.status}`.as('was') })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .as('before');
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...stamps(to, how) })
    .from(before)
    .where(and(eq(orders.id, before.id), inArray(before.was, sourcesOf(to)), guardsSql(to, before.was)))
    .returning({ ...getTableColumns(orders), was: before.was });
  return row ?? null;
}

/** Changes the order's status to `to`, or throws StatusRefusal having written nothing. Answers the order as changed. */
export async function changeStatus(tx: Executor, orderId: number, to: OrderStatus, how: ChangeHow): Promise<OrderRow> {
  const changed = await turn(tx, orderId, to, how);
  if (!changed) throw await refusalOf(tx, orderId, to);
  const { was, ...order } = changed;
  await react(tx, order.id, was, to);
  await recordChange(tx, order, { from: was, actor: how.actor, note: how.note });
  return order;
}

/**
 * The bank's word that an order's money is in: turns a waiting order paid. False when the order no
 * longer waits for it (cancelled, or paid by another payment): nothing is changed then.
 */
export async function markOrderPaid(tx: Executor, orderId: number, actor: Actor): Promise<boolean> {
  try {
    await changeStatus(tx, orderId, 'paid', { actor });
    return true;
  } catch (error) {
    if (isStatusRefusal(error) && error.found !== null) return false;
    throw error;
  }
}
