/**
 * The buyer's SMS that their order's lines were changed by the shop (api/order/edit/, decision 048),
 * written to the outbox in the edit's transaction. One per edit: its history row's id keys it.
 */
import { formatPrice, kopecksToRubles, plainSpaces } from '../../shared/format/number';
import type { Executor } from '../db/database';
import type { orders } from '../order/schema';
import { enqueueMessages } from '../outbox/service';

export type EditedOrder = Pick<typeof orders.$inferSelect, 'id' | 'code' | 'phone' | 'totalKopecks' | 'noPricesReceipt'>;

/** «р.» ends it, so no second full stop. No sum on a gift with «чек без цен»: the phone may be the recipient's. */
export function orderEditedSmsText(order: EditedOrder): string {
  if (order.noPricesReceipt) return `Хлопушки: состав заказа ${order.code} изменён.`;
  return `Хлопушки: состав заказа ${order.code} изменён, сумма — ${plainSpaces(formatPrice(kopecksToRubles(order.totalKopecks)))}`;
}

export async function enqueueEditNotice(tx: Executor, order: EditedOrder, eventId: number): Promise<void> {
  const eventKey = `order:${order.id}:edited:${eventId}`;
  await enqueueMessages(tx, [
    { kind: 'sms', eventKey, dedupeKey: `${eventKey}:buyer:sms`, payload: { phone: order.phone, text: orderEditedSmsText(order) } },
  ]);
}
