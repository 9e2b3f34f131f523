/**
 * The order contract's plain constants, apart from its zod schemas (order.ts re-exports them):
 * the browser imports these without pulling zod into its bundles.
 */
import type { OrderForm } from './order-input';

/**
 * Where an order is (api/order/lifecycle/ holds the changes allowed between them, decision 041):
 * placed, its money in, being assembled, with the carrier, with the buyer, brought back by the
 * carrier unclaimed (issue 25), cancelled; refunded in
 * part or whole once the money went back. The shop itself moves orders between new, paid, shipped
 * and cancelled so far; the back office will move the rest.
 */
export const ORDER_STATUSES = [
  'new',
  'paid',
  'assembling',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DELIVERY_METHODS = ['pickup', 'courier'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const PAYMENT_METHODS = ['sbp', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What each status is called on the order's page, in its history, in a refusal and in the back
 * office. An order waiting for its SBP money is «Ожидает оплаты»; one paid on receipt is «Принят».
 */
const STATUS_NAMES: Record<OrderStatus, string> = {
  new: 'Принят',
  paid: 'Оплачен',
  assembling: 'Собирается',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  returned: 'Возвращён в магазин',
  cancelled: 'Отменён',
  partially_refunded: 'Деньги возвращены частично',
  refunded: 'Деньги возвращены',
};

export function statusName(status: OrderStatus, payment: PaymentMethod): string {
  return status === 'new' && payment === 'sbp' ? 'Ожидает оплаты' : STATUS_NAMES[status];
}

/** Why an order was cancelled, where the shop knows: 'unpaid' — its SBP payment never came in time. */
export const CANCEL_REASONS = ['unpaid'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Most characters of an order comment and of a courier address. */
export const ORDER_COMMENT_MAX = 500;
export const ORDER_ADDRESS_MAX = 300;

/**
 * The checkout form as the page opens it: pickup point, SBP, nothing typed yet. The storefront
 * prefetches the draft for exactly this form, so the first render needs no request.
 */
export const ORDER_FORM_START: OrderForm & { delivery: DeliveryMethod } = {
  name: '',
  phone: '',
  delivery: 'pickup',
  payment: 'sbp',
  consent: false,
};
