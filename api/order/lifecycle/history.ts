/**
 * An order's history row and its outbox event (the notices of what happened), written together in
 * one statement inside the change's transaction: placing it (from null) or changing its status.
 */
import type { OrderStatus } from '../../../shared/contract/order-constants';
import type { Executor } from '../../db/database';
import { enqueueOrderNotices, type NoticeOrder } from '../../notices/service';
import { orderEvents } from '../schema';
import type { Actor } from './actor';

export interface Change {
  /** The status it left; null: it was placed. */
  from: OrderStatus | null;
  actor: Actor;
  /** A word for the people who read the history ('не оплачен вовремя'). */
  note?: string | null | undefined;
}

/** `order` as it is after the change (its status the one entered). */
export async function recordChange(tx: Executor, order: NoticeOrder & { status: OrderStatus }, change: Change): Promise<void> {
  const history = tx.$with('order_event').as(
    tx
      .insert(orderEvents)
      .values({
        orderId: order.id,
        actorKind: change.actor.kind,
        actorId: change.actor.id,
        fromStatus: change.from,
        toStatus: order.status,
        note: change.note ?? null,
      })
      .returning({ id: orderEvents.id }),
  );
  // Nothing changes back to 'new': a row from null is the placing.
  const event = change.from === null || order.status === 'new' ? 'placed' : order.status;
  await enqueueOrderNotices(tx, order, event, history);
}
