/**
 * The buyer's SMS that their order's lines were changed by the shop (api/order/edit/, decision 048),
 * written to the outbox in the edit's transaction. One per edit: its history row's id keys it.
 */
import { formatPrice, kopecksToRubles, plainSpaces } from '../../shared/format/number';
import type { Executor } from '../db/database';
import type { orders } from '../order/schema';
import { enqueueMessages } from '../outbox/service';

export type EditedOrder = Pick<typeof orders.$inferSelect, 'id' | 'code' | 'phone' | 'totalKopecks' | 'noPricesReceipt'>;

/** What a paid order's edit did to its money (decision 048): the difference refunded, or to pay. */
export interface EditMoney {
  refundKopecks: number;
  surchargeKopecks: number;
}

const rubles = (kopecks: number) => plainSpaces(formatPrice(kopecksToRubles(kopecks)));

/**
 * «р.» ends a sum, so no second full stop. A paid order is told what happens to the difference.
 * No sums on a gift with «чек без цен»: the phone may be the recipient's.
 */
export function orderEditedSmsText(order: EditedOrder, money: EditMoney = { refundKopecks: 0, surchargeKopecks: 0 }): string {
  if (order.noPricesReceipt) return `Хлопушки: состав заказа ${order.code} изменён.`;
  const text = `Хлопушки: состав заказа ${order.code} изменён, сумма — ${rubles(order.totalKopecks)}`;
  if (money.refundKopecks > 0) return `${text} Разницу ${rubles(money.refundKopecks)} вернём на счёт, с которого вы платили.`;
  if (money.surchargeKopecks > 0) return `${text}, к доплате ${rubles(money.surchargeKopecks)}`;
  return text;
}

export async function enqueueEditNotice(tx: Executor, order: EditedOrder, eventId: number, money: EditMoney): Promise<void> {
  const eventKey = `order:${order.id}:edited:${eventId}`;
  const text = orderEditedSmsText(order, money);
  await enqueueMessages(tx, [{ kind: 'sms', eventKey, dedupeKey: `${eventKey}:buyer:sms`, payload: { phone: order.phone, text } }]);
}
