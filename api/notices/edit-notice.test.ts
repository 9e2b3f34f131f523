import { describe, expect, it } from 'vitest';
import { orderEditedSmsText, type EditedOrder } from './edit-notice';

const order = (over: Partial<EditedOrder> = {}): EditedOrder => ({
  id: 1,
  code: 'K7M2QX9PRT',
  phone: '79161234567',
  totalKopecks: 224_050,
  noPricesReceipt: false,
  ...over,
});
const surcharge = { kopecks: 45_050, link: 'https://hlopushki.ru/personal/order/K7M2QX9PRT/sbp/' };

describe('the SMS about an edit', () => {
  it('gives the new sum', () => {
    expect(orderEditedSmsText(order())).toBe('Хлопушки: состав заказа K7M2QX9PRT изменён, сумма — 2 240,50 р.');
  });

  it('says what to pay on top and where, in two SMS parts at most', () => {
    const text = orderEditedSmsText(order(), surcharge);
    expect(text).toBe(
      'Хлопушки: состав заказа K7M2QX9PRT изменён, доплата — 450,50 р. по СБП: https://hlopushki.ru/personal/order/K7M2QX9PRT/sbp/',
    );
    // UCS-2: 67 characters a part once a message is split.
    expect(text.length).toBeLessThanOrEqual(2 * 67);
  });

  it('tells a paid order that now costs less that the difference comes back', () => {
    expect(orderEditedSmsText(order(), null, 150_000)).toBe(
      'Хлопушки: состав заказа K7M2QX9PRT изменён, сумма — 2 240,50 р. Разницу 1 500 р. вернём на счёт, с которого вы платили.',
    );
    expect(orderEditedSmsText(order(), null, 150_000).length).toBeLessThanOrEqual(2 * 67);
    expect(orderEditedSmsText(order({ noPricesReceipt: true }), null, 150_000)).toBe('Хлопушки: состав заказа K7M2QX9PRT изменён.');
  });

  it('names no sum on a gift with «чек без цен», only that something is to be paid and where', () => {
    expect(orderEditedSmsText(order({ noPricesReceipt: true }), surcharge)).toBe(
      'Хлопушки: состав заказа K7M2QX9PRT изменён, нужна доплата по СБП: https://hlopushki.ru/personal/order/K7M2QX9PRT/sbp/',
    );
    expect(orderEditedSmsText(order({ noPricesReceipt: true }))).toBe('Хлопушки: состав заказа K7M2QX9PRT изменён.');
  });
});
