import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Order } from '../../../shared/contract/order';
import type { Payment } from '../../../shared/contract/payment';
import { fallbackFor } from '../../testing/fixtures';
import { order, payment } from '../../testing/orders';
import { firstHeading, renderApp } from '../../testing/renderApp';

async function renderSbp(data: Order, pay?: Payment) {
  const url = `/personal/order/${data.CODE}/sbp/`;
  const fallback: Record<string, unknown> = { ...fallbackFor(url), [unstable_serialize(keys.order(data.CODE))]: { order: data } };
  if (pay) fallback[unstable_serialize(keys.payment(data.CODE))] = { payment: pay };
  return (await renderApp(url, fallback)).replace(/<!-- -->/g, '');
}

describe('the SBP payment page', () => {
  it('shows the amount, the QR code as an image, the bank link and the expiry', async () => {
    const html = await renderSbp(order(), payment());
    expect(firstHeading(html)).toBe('Оплата через СБП');
    expect(html).toContain('Заказ №K7M2QX9PRT');
    expect(html).toContain('2\u00a0612\u00a0р.');
    expect(html).toMatch(/<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]*" alt="QR-код для оплаты заказа №K7M2QX9PRT через СБП"/);
    // The SVG markup itself never enters the document.
    expect(html).not.toContain('viewBox="0 0 29 29"');
    expect(html).toMatch(/<a href="https:\/\/qr\.nspk\.ru\/[^"]*"[^>]*>Открыть приложение банка<\/a>/);
    expect(html).toContain('QR-код действует до 19:00 по Москве.');
    expect(html).toContain('Ждём подтверждение оплаты…');
  });

  it('is the wide layout: no shop header or footer', async () => {
    const html = await renderSbp(order(), payment());
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
  });

  it('offers the demo payment only in the sandbox', async () => {
    expect(await renderSbp(order(), payment())).toContain('Оплатить (демо)');
    expect(await renderSbp(order(), payment({ DEMO_PAY: false }))).not.toContain('Оплатить (демо)');
  });

  it('says the order is paid once the payment succeeded', async () => {
    const html = await renderSbp(order(), payment({ STATUS: 'succeeded', PAID_AT: '2026-03-05T15:40:00Z' }));
    expect(html).toContain('Заказ оплачен');
    expect(html).toMatch(/<a [^>]*href="\/personal\/orders\/K7M2QX9PRT\/"[^>]*>Перейти к заказу<\/a>/);
    expect(html).not.toContain('Ждём подтверждение оплаты');
  });

  it('says a paid order is paid without asking for a payment', async () => {
    const html = await renderSbp(
      order({ STATUS: 'paid', STATUS_NAME: 'Оплачен', PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null } }),
    );
    expect(html).toContain('Заказ оплачен');
  });

  describe('of a surcharge (a paid order the shop changed)', () => {
    const changed = order({
      STATUS: 'paid',
      STATUS_NAME: 'Оплачен',
      PAID_AT: '2026-03-05T15:40:00Z',
      PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null },
      SURCHARGE: { AMOUNT: 450.5, PAY_URL: '/personal/order/K7M2QX9PRT/sbp/' },
    });
    const surcharge = payment({ KIND: 'surcharge', AMOUNT: 450.5 });

    it('asks the surcharge with its QR code, though the order is paid', async () => {
      const html = await renderSbp(changed, surcharge);
      expect(html).toContain('Доплата по заказу №K7M2QX9PRT');
      expect(html).toContain('450,50\u00a0р.');
      expect(html).toContain('Состав заказа изменён, и к оплате добавилась эта сумма.');
      expect(html).toMatch(
        /<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]*" alt="QR-код для оплаты заказа №K7M2QX9PRT через СБП"/,
      );
      expect(html).toContain('Оплатить (демо)');
      expect(html).not.toContain('Заказ оплачен');
    });

    it('prepares its QR code while it is on its way', async () => {
      const html = await renderSbp(changed);
      expect(html).toContain('Доплата по заказу №K7M2QX9PRT');
      expect(html).toContain('Готовим QR-код…');
    });

    it('says the surcharge came in once it succeeded', async () => {
      const html = await renderSbp(changed, { ...surcharge, STATUS: 'succeeded', PAID_AT: '2026-03-05T16:10:00Z' });
      expect(html).toContain('Доплата получена');
      expect(html).toContain('Спасибо! Доплата по заказу №K7M2QX9PRT получена, скоро отправим его.');
      expect(html).not.toContain('Ждём подтверждение оплаты');
    });
  });

  it('prepares the QR code while the payment is on its way', async () => {
    const html = await renderSbp(order());
    expect(html).toContain('Готовим QR-код…');
  });

  it('has nothing to pay for an order paid on receipt', async () => {
    const html = await renderSbp(
      order({ STATUS_NAME: 'Принят', PAYMENT: { METHOD: 'cash', NAME: 'При получении', CAN_PAY: false, PAY_URL: null } }),
    );
    expect(html).toContain('Этот заказ оплачивается при получении.');
    expect(html).not.toContain('<img src="data:image/svg');
  });
});
