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

describe("the buyer's SMS of the statuses staff set", () => {
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

  it('gives the tracking number of a shipped order with no full stop glued to it (it is copied), and none when there is none', () => {
    expect(orderSmsText({ ...order, status: 'shipped', trackingNumber: 'RA123456789RU' }, 'shipped')).toBe(
      'Хлопушки: заказ 7KQ2M9XW4P отправлен. Трек-номер: RA123456789RU',
    );
    expect(orderSmsText({ ...order, status: 'shipped' }, 'shipped')).toBe('Хлопушки: заказ 7KQ2M9XW4P отправлен.');
  });

  it('says a cancel by staff plainly, and the unpaid-order job’s cancel with its reason', () => {
    const cancelled = { ...order, status: 'cancelled' as const, paymentMethod: 'cash' as const };
    expect(orderSmsText(cancelled, 'cancelled')).toBe('Хлопушки: заказ 7KQ2M9XW4P отменён.');
    expect(orderSmsText({ ...cancelled, paymentMethod: 'sbp', cancelReason: 'unpaid' }, 'cancelled')).toBe(
      'Хлопушки: заказ 7KQ2M9XW4P отменён: не оплачен вовремя. Товары вернулись в продажу.',
    );
  });

  it('carries no sum in any of them, so a gift’s «чек без цен» needs no exception there', () => {
    for (const event of ['assembling', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'] as const) {
      expect(orderSmsText({ ...order, trackingNumber: 'RA1' }, event), event).not.toMatch(/р\.|\d{3} /u);
    }
  });
});
