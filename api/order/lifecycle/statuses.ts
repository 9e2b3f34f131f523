/**
 * What each status is called on the order's page, in its history and in a refusal. An order
 * waiting for its SBP money is «Ожидает оплаты»; one paid on receipt is simply «Принят».
 */
import type { OrderStatus, PaymentMethod } from '../../../shared/contract/order-constants';

const STATUS_NAMES: Record<OrderStatus, string> = {
  new: 'Принят',
  paid: 'Оплачен',
  assembling: 'Собирается',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
  partially_refunded: 'Деньги возвращены частично',
  refunded: 'Деньги возвращены',
};

export function statusName(status: OrderStatus, payment: PaymentMethod): string {
  return status === 'new' && payment === 'sbp' ? 'Ожидает оплаты' : STATUS_NAMES[status];
}
