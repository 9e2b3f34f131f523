import type { WithSubquery } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { orders } from '../order/schema';
import { enqueueMessages, type OutboxMessage } from '../outbox/service';
import { noticeEvent, noticeKey, SHOP_EVENTS, type OrderEvent, type OrderLetterPayload } from './notice';
import { orderSmsText, type SmsOrder } from './sms-text';

export type NoticeOrder = SmsOrder & Pick<typeof orders.$inferSelect, 'id' | 'phone' | 'email'>;

/**
 * Writes the notices of `event` to the outbox inside the transaction that made the change (one
 * statement): the buyer's SMS, the buyer's letter when the order has an e-mail, the shop's letter
 * for an order placed or paid. They exist exactly when the change commits, and once: a second call
 * for the same order and event (a repeated bank notification) adds nothing. One event key for them
 * all: one wake, and one job delivers them. `alongside`: the change's own writes, in the same
 * statement (outbox/service.ts).
 */
export async function enqueueOrderNotices(
  tx: Executor,
  order: NoticeOrder,
  event: OrderEvent,
  ...alongside: WithSubquery[]
): Promise<void> {
  const eventKey = noticeEvent(order.id, event);
  const letter = (audience: OrderLetterPayload['audience']): OutboxMessage => ({
    kind: 'email',
    eventKey,
    dedupeKey: noticeKey(order.id, event, audience, 'email'),
    payload: { notice: 'order', event, audience, orderId: order.id } satisfies OrderLetterPayload,
  });
  const messages: OutboxMessage[] = [
    {
      kind: 'sms',
      eventKey,
      dedupeKey: noticeKey(order.id, event, 'buyer', 'sms'),
      payload: { phone: order.phone, text: orderSmsText(order, event) },
    },
  ];
  if (order.email) messages.push(letter('buyer'));
  if (SHOP_EVENTS.includes(event)) messages.push(letter('shop'));
  await enqueueMessages(tx, messages, ...alongside);
}
