import type { PaymentMethod } from '../../shared/contract/order';

/** The ways to pay the checkout offers (spec §7.3): SBP online, or on receipt. */
export const PAYMENT_OPTIONS = [
  {
    CODE: 'sbp',
    NAME: 'СБП',
    DESCRIPTION: 'Онлайн через Систему быстрых платежей: QR-код или приложение банка',
  },
  {
    CODE: 'cash',
    NAME: 'При получении',
    DESCRIPTION: 'Картой или наличными, когда заберёте заказ',
  },
] as const satisfies readonly { CODE: PaymentMethod; NAME: string; DESCRIPTION: string }[];

export function paymentName(method: PaymentMethod): string {
  return PAYMENT_OPTIONS.find((p) => p.CODE === method)!.NAME;
}
