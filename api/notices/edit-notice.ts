/**
 * The buyer's SMS that their order's lines were changed by the shop (api/order/edit/, decision 048),
 * written to the outbox in the edit's transaction. One per edit: its history row's id keys it. A
 * paid order that now costs more says what to pay on top and the link to pay it (decision 051).
 */
import { formatPrice, kopecksToRubles, plainSpaces } from '../../shared/format/number';
import type { Executor } from '../db/database';
import type { orders } from '../order/schema';
import { enqueueMessages } from '../outbox/service';

export type EditedOrder = Pick<typeof orders.$inferSelect, 'id' | 'code' | 'phone' | 'totalKopecks' | 'noPricesReceipt'>;

/** A surcharge the edit asks: how much, and the order's SBP page (a whole URL: an SMS has no base). */
export interface EditSurcharge {
  kopecks: number;
  link: string;
}

const rubles = (kopecks: number) => plainSpaces(formatPrice(kopecksToRubles(kopecks)));

/**
 * «р.» ends a sum, so no second full stop. No sum on a gift with «чек без цен»: the phone may be the
 * recipient's (who is then told only that something is to be paid, and where). With a surcharge the
 * link takes the new sum's place: two SMS parts at most, and the page shows the sum. A paid order that
 * now costs less is told the difference comes back (`refundKopecks`, asked in the same edit).
 */
export function orderEditedSmsText(order: EditedOrder, surcharge: EditSurcharge | null = null, refundKopecks = 0): string {
  const head = `Хлопушки: состав заказа ${order.code} изменён`;
  if (surcharge) {
    const what = order.noPricesReceipt ? 'нужна доплата по СБП' : `доплата — ${rubles(surcharge.kopecks)} по СБП`;
    return `${head}, ${what}: ${surcharge.link}`;
  }
  if (order.noPricesReceipt) return `${head}.`;
  const sum = `${head}, сумма — ${rubles(order.totalKopecks)}`;
  return refundKopecks > 0 ? `${sum} Разницу ${rubles(refundKopecks)} вернём на счёт, с которого вы платили.` : sum;
}

export async function enqueueEditNotice(
  tx: Executor,
  order: EditedOrder,
  eventId: number,
  surcharge: EditSurcharge | null,
  refundKopecks = 0,
): Promise<void> {
  const eventKey = `order:${order.id}:edited:${eventId}`;
  const text = orderEditedSmsText(order, surcharge, refundKopecks);
  await enqueueMessages(tx, [{ kind: 'sms', eventKey, dedupeKey: `${eventKey}:buyer:sms`, payload: { phone: order.phone, text } }]);
}
