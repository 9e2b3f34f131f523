/**
 * An edit's history row (order_events, kind 'edit': the status stays, from = to, with the lines and
 * money before and after) and the buyer's notice in the outbox, in the edit's transaction. A sibling
 * of lifecycle/history.ts, which keeps the changes of status.
 */
import type { Executor } from '../../db/database';
import { enqueueEditNotice } from '../../notices/service';
import type { Actor } from '../lifecycle/actor';
import { orderEvents, type EditedLine, type OrderEditDetails } from '../schema';
import type { WorkLine } from './lines';
import type { OrderRow } from './queries';

/** A line as the history keeps it (written: every line has its id). */
export const editedLine = (l: WorkLine): EditedLine => ({
  lineId: l.lineId!,
  offerId: l.offerId,
  name: l.name,
  size: l.size,
  quantity: l.quantity,
  priceKopecks: l.priceKopecks,
});

/** Writes the row and the notice; answers the row's id. */
export async function recordEdit(tx: Executor, order: OrderRow, actor: Actor, details: OrderEditDetails): Promise<number> {
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      actorKind: actor.kind,
      actorId: actor.id,
      fromStatus: order.status,
      toStatus: order.status,
      kind: 'edit',
      note: details.couponDropped?.reason ?? null,
      details,
    })
    .returning({ id: orderEvents.id });
  await enqueueEditNotice(tx, order, event!.id, details);
  return event!.id;
}
