import { describe, expect, it } from 'vitest';
import { orderEditedSmsText, type EditedOrder } from './edit-notice';

const order: EditedOrder = { id: 1, code: '7KQ2M9XW4P', phone: '79161234567', totalKopecks: 179_000, noPricesReceipt: false };

describe("the buyer's SMS of an order's lines edited by staff", () => {
  it('gives the new sum of an order not paid yet', () => {
    expect(orderEditedSmsText(order)).toBe('Хлопушки: состав заказа 7KQ2M9XW4P изменён, сумма — 1 790 р.');
  });

  it('tells a paid order what becomes of the difference: refunded, or to pay', () => {
    expect(orderEditedSmsText(order, { refundKopecks: 150_000, surchargeKopecks: 0 })).toBe(
      'Хлопушки: состав заказа 7KQ2M9XW4P изменён, сумма — 1 790 р. Разницу 1 500 р. вернём на счёт, с которого вы платили.',
    );
    // Kopecks as the shop writes them everywhere (shared/format/number.ts): «450,5 р.».
    expect(orderEditedSmsText(order, { refundKopecks: 0, surchargeKopecks: 45_050 })).toBe(
      'Хлопушки: состав заказа 7KQ2M9XW4P изменён, сумма — 1 790 р., к доплате 450,5 р.',
    );
  });

  it('carries no sum for a gift with «чек без цен» (the phone may be the recipient’s)', () => {
    expect(orderEditedSmsText({ ...order, noPricesReceipt: true }, { refundKopecks: 150_000, surchargeKopecks: 0 })).toBe(
      'Хлопушки: состав заказа 7KQ2M9XW4P изменён.',
    );
  });
});
