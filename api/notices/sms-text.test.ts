import { describe, expect, it } from 'vitest';
import { orderSmsText, type SmsOrder } from './sms-text';

const order: SmsOrder = {
  code: '7KQ2M9XW4P',
  status: 'paid',
  paymentMethod: 'sbp',
  totalKopecks: 150_000,
  certificateKopecks: 0,
  noPricesReceipt: false,
  trackingNumber: null,
  cancelReason: null,
};

describe("the buyer's SMS of the statuses the back office will set", () => {
  it('names the order in each, in a sentence of its own', () => {
    expect(orderSmsText({ ...order, status: 'assembling' }, 'assembling')).toBe(
      'Хлопушки: собираем заказ 7KQ2M9XW4P. Сообщим, когда отправим.',
    );
    expect(orderSmsText({ ...order, status: 'delivered' }, 'delivered')).toBe('Хлопушки: заказ 7KQ2M9XW4P доставлен. Спасибо за покупку!');
    expect(orderSmsText({ ...order, status: 'partially_refunded' }, 'partially_refunded')).toBe(
      'Хлопушки: вернули часть денег за заказ 7KQ2M9XW4P.',
    );
    expect(orderSmsText({ ...order, status: 'refunded' }, 'refunded')).toBe('Хлопушки: вернули деньги за заказ 7KQ2M9XW4P.');
  });
});
