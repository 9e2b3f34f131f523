/**
 * An edit's history row (order_events, kind 'edit': the status stays, from = to, with the lines and
 * money before and after) and the buyer's notice in the outbox, in the edit's transaction. A sibling
 * of lifecycle/history.ts, which keeps the changes of status.
 */
import { urls } from '../../../shared/routes';
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

/** What the buyer's SMS needs beyond the edit: where a surcharge is paid. */
export interface EditNotice {
  /** The site's origin (PUBLIC_URL): the SMS links to the order's SBP page. */
  publicUrl: string;
}

/** Writes the row and the notice (with a surcharge, what to pay and where); answers the row's id. */
export async function recordEdit(
  tx: Executor,
  order: OrderRow,
  actor: Actor,
  details: OrderEditDetails,
  notice: EditNotice,
): Promise<number> {
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
  const surcharge =
    details.surchargeKopecks > 0 ? { kopecks: details.surchargeKopecks, link: `${notice.publicUrl}${urls.orderSbp(order.code)}` } : null;
  await enqueueEditNotice(tx, order, event!.id, surcharge, details.refundKopecks);
  return event!.id;
}
