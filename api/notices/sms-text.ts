/**
 * The buyer's SMS about an order: short (one or two SMS parts), its code to name it on the phone,
 * and no sum when the order is a gift with «чек без цен» (the phone may be the recipient's).
 */
import { formatPrice, kopecksToRubles, plainSpaces } from '../../shared/format/number';
import type { orders } from '../order/schema';
import { toPayKopecks } from '../order/model/money';
import type { OrderEvent } from './notice';

export type SmsOrder = Pick<
  typeof orders.$inferSelect,
  'code' | 'status' | 'paymentMethod' | 'totalKopecks' | 'certificateKopecks' | 'noPricesReceipt' | 'trackingNumber' | 'cancelReason'
>;

function placedText(order: SmsOrder): string {
  // «р.» ends the sum: it goes mid-sentence, so that no second full stop follows it. Plain spaces:
  // an SMS has no layout to keep, and not every gateway and phone treats U+00A0 alike.
  const sum = order.noPricesReceipt ? '' : ` на ${plainSpaces(formatPrice(kopecksToRubles(order.totalKopecks)))}`;
  const next =
    order.status === 'paid' || toPayKopecks(order) === 0
      ? 'Он оплачен.'
      : order.paymentMethod === 'sbp'
        ? 'Ждём оплату по СБП.'
        : 'Оплата при получении.';
  return `Хлопушки: заказ ${order.code}${sum} оформлен. ${next}`;
}

export function orderSmsText(order: SmsOrder, event: OrderEvent): string {
  switch (event) {
    case 'placed':
      return placedText(order);
    case 'paid':
      return `Хлопушки: заказ ${order.code} оплачен, спасибо! Сообщим, когда отправим.`;
    case 'assembling':
      return `Хлопушки: собираем заказ ${order.code}. Сообщим, когда отправим.`;
    case 'shipped':
      // No full stop after the number: copied off the phone's screen, it would come along.
      return order.trackingNumber
        ? `Хлопушки: заказ ${order.code} отправлен. Трек-номер: ${order.trackingNumber}`
        : `Хлопушки: заказ ${order.code} отправлен.`;
    case 'delivered':
      return `Хлопушки: заказ ${order.code} доставлен. Спасибо за покупку!`;
    case 'returned':
      return `Хлопушки: заказ ${order.code} вернулся к нам, его не забрали. Мы свяжемся с вами.`;
    case 'partially_refunded':
      return `Хлопушки: вернули часть денег за заказ ${order.code}.`;
    case 'refunded':
      return `Хлопушки: вернули деньги за заказ ${order.code}.`;
    case 'cancelled':
      return order.cancelReason === 'unpaid'
        ? `Хлопушки: заказ ${order.code} отменён: не оплачен вовремя. Товары вернулись в продажу.`
        : `Хлопушки: заказ ${order.code} отменён.`;
  }
}
