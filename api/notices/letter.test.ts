import { describe, expect, it } from 'vitest';
import { storedOrder } from '../order/stored-order.fixture';
import { letterHtml } from './html';
import { orderLetter } from './letter';
import type { OrderEvent } from './notice';
import type { LetterOrder, LetterShop } from './read';
import { letterText } from './text';

/** An order as stored: a bodysuit, paid by SBP, to a pickup point. */
const ORDER = storedOrder({
  id: 7,
  sessionId: null,
  idempotencyKey: null,
  status: 'paid',
  name: 'Анна Петрова',
  phone: '79161234567',
  email: 'anna@example.ru',
  pickupPointId: 1,
  goodsKopecks: 300_000,
  deliveryKopecks: 29_000,
  totalKopecks: 329_000,
  consentAt: new Date('2026-05-01T09:00:00Z'),
  createdAt: new Date('2026-05-01T09:00:00Z'),
  paidAt: new Date('2026-05-01T09:05:00Z'),
});

const data = (order: Partial<typeof ORDER> = {}): LetterOrder => ({
  order: { ...ORDER, ...order },
  items: [
    {
      id: 1,
      orderId: 7,
      offerId: 1,
      productId: 1,
      productCode: 'body',
      name: 'Боди с запахом',
      colour: 'молочный',
      size: '62',
      picture: null,
      quantity: 2,
      priceKopecks: 150_000,
      oldPriceKopecks: null,
      discountKopecks: 0,
      giftCertificate: false,
      liveCode: 'body',
    },
  ],
  deliveryName: 'Пункт выдачи «Посылкин»',
  pickupPoint: { id: 1, code: 'MSK-1', city: 'Москва', address: 'ул. Лесная, 5', schedule: 'ежедневно 10–21', cityCode: null },
});

const SHOP: LetterShop = { brandName: 'Хлопушки', phone: '74950000000', email: 'shop@hlopushki.test', requisites: ['ИП Иванова А. А.'] };
const buyerLetter = (event: OrderEvent, order: Partial<typeof ORDER> = {}) =>
  orderLetter(data(order), SHOP, event, 'buyer', 'https://hlopushki.test');
const fact = (letter: ReturnType<typeof buyerLetter>, label: string) => letter.facts.find(([l]) => l === label)?.[1];

describe("the buyer's letters of the statuses staff set", () => {
  it('assembling: the subject and a lead that promise word of the sending', () => {
    const letter = buyerLetter('assembling', { status: 'assembling' });
    expect(letter.subject).toBe('Заказ 7KQ2M9XW4P собирается — Хлопушки');
    expect(letter.lead).toEqual(['Собираем заказ 7KQ2M9XW4P. Сообщим, когда передадим его в доставку.']);
    expect(fact(letter, 'Оплата')).toBe('оплачен');
  });

  it('shipped: the tracking number among the facts, in the text and the HTML alike', () => {
    const letter = buyerLetter('shipped', { status: 'shipped', trackingNumber: 'PSK-12345678', shippedAt: new Date() });
    expect(letter.subject).toBe('Заказ 7KQ2M9XW4P отправлен — Хлопушки');
    expect(letter.lead).toEqual(['Заказ 7KQ2M9XW4P передан в доставку.']);
    expect(fact(letter, 'Трек-номер')).toBe('PSK-12345678');
    expect(letterText(letter)).toContain('Трек-номер: PSK-12345678');
    expect(letterHtml(letter)).toContain('PSK-12345678');
    expect(letter.link).toEqual({ text: 'Заказ на сайте', href: 'https://hlopushki.test/personal/orders/7KQ2M9XW4P/' });
  });

  it('delivered: thanks; a cash order is paid by then', () => {
    const letter = buyerLetter('delivered', { status: 'delivered', paymentMethod: 'cash' });
    expect(letter.subject).toBe('Заказ 7KQ2M9XW4P доставлен — Хлопушки');
    expect(letter.lead).toEqual(['Заказ 7KQ2M9XW4P доставлен. Спасибо, что выбрали нас!']);
    expect(fact(letter, 'Оплата')).toBe('оплачен');
  });

  it('cancelled by staff: no payment awaited; a certificate’s part said to be back; late SBP money promised back', () => {
    const cash = buyerLetter('cancelled', { status: 'cancelled', paymentMethod: 'cash', paidAt: null });
    expect(cash.subject).toBe('Заказ 7KQ2M9XW4P отменён — Хлопушки');
    expect(cash.lead).toEqual(['Заказ 7KQ2M9XW4P отменён.']);
    expect(fact(cash, 'Оплата')).toBe('не нужна: заказ отменён');
    const sbp = buyerLetter('cancelled', {
      status: 'cancelled',
      paidAt: null,
      certificateKopecks: 50_000,
      certificateCode: 'K7QW3MZP9XRDH2TE',
    });
    expect(sbp.lead).toEqual([
      'Заказ 7KQ2M9XW4P отменён. Сумма, оплаченная подарочным сертификатом, вернулась на сертификат. Если оплата по СБП всё же прошла, мы вернём деньги.',
    ]);
  });

  it('cancelled by the unpaid-order job: why, and that it may be placed again', () => {
    const letter = buyerLetter('cancelled', { status: 'cancelled', paidAt: null, cancelReason: 'unpaid' });
    expect(letter.lead).toEqual(['Заказ 7KQ2M9XW4P отменён: не оплачен вовремя. Товары вернулись в продажу — его можно оформить снова.']);
  });

  it('refunded, whole or in part: what was returned and that the bank sets the time, without repeating «деньги»', () => {
    const whole = buyerLetter('refunded', { status: 'refunded' });
    expect(whole.subject).toBe('Заказ 7KQ2M9XW4P: деньги возвращены — Хлопушки');
    expect(whole.lead).toEqual([
      'Мы вернули деньги за заказ 7KQ2M9XW4P. Обычно они приходят на счёт за несколько дней, срок зависит от банка.',
    ]);
    expect(fact(whole, 'Оплата')).toBe('деньги возвращены');
    const part = buyerLetter('partially_refunded', { status: 'partially_refunded' });
    expect(part.subject).toBe('Заказ 7KQ2M9XW4P: часть денег возвращена — Хлопушки');
    expect(part.lead[0]).toMatch(/^Мы вернули часть денег за заказ 7KQ2M9XW4P\. Обычно они приходят/);
    expect(fact(part, 'Оплата')).toBe('деньги возвращены частично');
  });

  it('carry no prices for a gift with «чек без цен», whatever the status', () => {
    for (const event of ['assembling', 'shipped', 'delivered', 'cancelled', 'partially_refunded', 'refunded'] as const) {
      const letter = buyerLetter(event, { noPricesReceipt: true, trackingNumber: 'PSK-1' });
      expect(letter.totals, event).toEqual([]);
      expect(letterText(letter), event).not.toMatch(/\d\s?р\./u);
    }
  });
});
