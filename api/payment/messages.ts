import { ORDER_NOT_FOUND } from '../order/model/messages';

/** What the shopper (or the acquirer) is told, in one place. */
export const paymentMessages = {
  orderNotFound: ORDER_NOT_FOUND,
  cash: 'Этот заказ оплачивается при получении',
  cancelled: 'Заказ отменён, оплатить его нельзя',
  nothingToPay: 'Этот заказ не требует оплаты',
  unavailable: 'Платёжный сервис временно недоступен, попробуйте через минуту',
  refused: 'Не получилось выставить счёт СБП, попробуйте ещё раз',
  noLink: 'Ссылка для оплаты ещё не выпущена: откройте страницу оплаты заказа',
  expired: 'Срок действия ссылки истёк: обновите страницу, чтобы получить новую',
  windowOver: 'Время на оплату заказа истекло, он будет отменён. Оформите заказ заново',
  badNotification: 'Уведомление о платеже не распознано',
} as const;
