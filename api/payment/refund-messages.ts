import { formatPrice } from '../../shared/format/number';
import { ORDER_NOT_FOUND } from '../order/model/messages';

/** What the staff are told when a refund is refused (nothing is changed then). */
export const refundMessages = {
  orderNotFound: ORDER_NOT_FOUND,
  amount: 'Сумма возврата — целое число копеек больше нуля',
  reason: 'Укажите причину возврата',
  reasonTooLong: 'Причина возврата — не длиннее 500 знаков',
  notPaid: 'Заказ не оплачен: возвращать нечего',
  onReceipt: 'Заказ оплачен при получении: деньги за него возвращают наличными или переводом, не через платёжный сервис',
  certificateOnly: 'Заказ оплачен сертификатом целиком: на счёт покупателя возвращать нечего',
  nothingLeft: 'Деньги по заказу уже возвращены',
  tooMuch: (restKopecks: number) => `Вернуть можно не больше ${formatPrice(restKopecks / 100)}: столько оплачено и ещё не возвращено`,
} as const;
