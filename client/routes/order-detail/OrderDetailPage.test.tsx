import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Order } from '../../../shared/contract/order';
import { fallbackFor } from '../../testing/fixtures';
import { order, pickupPoint } from '../../testing/orders';
import { certificate } from '../../testing/profile';
import { firstHeading, renderApp } from '../../testing/renderApp';

async function renderOrder(data: Order) {
  const url = `/personal/orders/${data.CODE}/`;
  const html = await renderApp(url, { ...fallbackFor(url), [unstable_serialize(keys.order(data.CODE))]: { order: data } });
  return html.replace(/<!-- -->/g, '');
}

describe('the order page', () => {
  it('shows the status, the date and the way to pay an unpaid SBP order', async () => {
    const html = await renderOrder(order());
    expect(firstHeading(html)).toBe('Заказ №K7M2QX9PRT');
    expect(html).toContain('Ожидает оплаты');
    expect(html).toContain('от 5 марта 2026 в 18:30');
    expect(html).toMatch(/<a [^>]*href="\/personal\/order\/K7M2QX9PRT\/sbp\/"[^>]*>Оплатить через СБП<\/a>/);
  });

  it('says why an order was cancelled when it was not paid in time, and offers no payment', async () => {
    const cancelled = order({
      STATUS: 'cancelled',
      STATUS_NAME: 'Отменён',
      PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null },
      CANCELLATION: { REASON: 'unpaid', TEXT: 'Заказ отменён: не оплачен вовремя', AT: '2026-03-05T16:46:00Z' },
    });
    const html = await renderOrder(cancelled);
    expect(html).toContain('Отменён');
    expect(html).toMatch(/<p role="status">Заказ отменён: не оплачен вовремя<\/p>/);
    expect(html).not.toContain('Оплатить через СБП');
  });

  it('shows a parcel handed to the carrier: its status, the number linked to the carrier’s page, where it is and the point’s address', async () => {
    const shipped = order({
      STATUS: 'shipped',
      STATUS_NAME: 'Отправлен',
      TRACKING_NUMBER: '10099887766',
      TRACKING_URL: 'https://www.cdek.ru/ru/tracking?order_id=10099887766',
      PARCEL_STATE: 'Ждёт в пункте выдачи',
    });
    const html = await renderOrder(shipped);
    expect(html).toContain('Отправлен');
    expect(html).toMatch(
      /<a href="https:\/\/www\.cdek\.ru\/ru\/tracking\?order_id=10099887766" target="_blank" rel="noopener noreferrer">10099887766<\/a>/,
    );
    expect(html).toContain('Ждёт в пункте выдачи');
    const point = shipped.DELIVERY.PICKUP_POINT!;
    expect(html).toContain(`${point.CITY}, ${point.ADDRESS}`);
  });

  it('lists the goods with the sums', async () => {
    const html = await renderOrder(order());
    expect(html).toContain('Боди молочное с коротким рукавом');
    expect(html).toContain('2 шт. × 1\u00a0290\u00a0р.');
    expect(html).toMatch(/<dt>Товары<\/dt><dd>2\u00a0580\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Скидка по промокоду MALYSH10<\/dt><dd>−258\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Доставка<\/dt><dd>290\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Итого<\/dt><dd>2\u00a0612\u00a0р\.<\/dd>/);
  });

  it('shows what a gift certificate paid as its own line, and what is left to pay', async () => {
    const html = await renderOrder(order({ CERTIFICATE: { CODE: 'K7QW3MZP9XRDH2TE', AMOUNT: 600, BALANCE_AFTER: 400 }, TO_PAY: 2012 }));
    expect(html).toMatch(/<dt>Итого<\/dt><dd>2\u00a0612\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>Оплачено сертификатом<\/dt><dd>−600\u00a0р\.<\/dd>/);
    expect(html).toMatch(/<dt>К оплате<\/dt><dd>2\u00a0012\u00a0р\.<\/dd>/);
  });

  it('gives the codes of the certificates a paid order bought, to hand on', async () => {
    const html = await renderOrder(order({ STATUS: 'paid', CERTIFICATES: [certificate({ NOMINAL: 3000, BALANCE: 3000 })] }));
    expect(html).toContain('Подарочный сертификат');
    expect(html).toContain('K7QW-3MZP-9XRD-H2TE');
    expect(html).toContain('3\u00a0000\u00a0р.');
    expect(html).toContain('Действует до 20.11.27');
    expect(html).toContain('Подарите код получателю: его можно активировать в личном кабинете или ввести при оформлении заказа.');
  });

  it('names the recipient, the pickup point, the payment and the gift options', async () => {
    const html = await renderOrder(order());
    expect(html).toContain('+7 (912) 345-6789');
    expect(html).toContain('Москва, ул. Тверская, д. 18, стр. 1');
    expect(html).toContain('ежедневно 10:00–22:00');
    expect(html).toContain('СБП онлайн');
    expect(html).toContain('Подарочная упаковка');
  });

  it('shows a paid order as paid, with nothing to pay', async () => {
    const html = await renderOrder(
      order({
        STATUS: 'paid',
        STATUS_NAME: 'Оплачен',
        PAID_AT: '2026-03-05T15:40:00Z',
        PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null },
      }),
    );
    expect(html).toContain('Оплачен 5 марта 2026 в 18:40');
    expect(html).not.toContain('Оплатить через СБП');
  });

  it('asks a surcharge of a paid order the shop changed, with the way to pay it', async () => {
    const html = await renderOrder(
      order({
        STATUS: 'assembling',
        STATUS_NAME: 'Собирается',
        PAID_AT: '2026-03-05T15:40:00Z',
        PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null },
        SURCHARGE: { AMOUNT: 450.5, PAY_URL: '/personal/order/K7M2QX9PRT/sbp/' },
      }),
    );
    expect(html).toContain('Состав заказа изменён: осталось доплатить 450,50\u00a0р. Отправим заказ сразу после доплаты.');
    expect(html).toMatch(/<a [^>]*href="\/personal\/order\/K7M2QX9PRT\/sbp\/"[^>]*>Доплатить 450,50\u00a0р\.<\/a>/);
    expect(html).not.toContain('Оплатить через СБП');
  });

  it('shows the courier address of a courier order', async () => {
    const html = await renderOrder(
      order({
        DELIVERY: { METHOD: 'courier', NAME: 'Курьером до двери', PICKUP_POINT: null, ADDRESS: 'Казань, ул. Баумана, д. 1, кв. 2' },
      }),
    );
    expect(html).toContain('Курьером до двери');
    expect(html).toContain('Казань, ул. Баумана, д. 1, кв. 2');
  });

  it('says delivery is agreed by phone for a one-click order', async () => {
    const html = await renderOrder(
      order({
        KIND: 'fast',
        STATUS_NAME: 'Принят',
        DELIVERY: { METHOD: null, NAME: '', PICKUP_POINT: null, ADDRESS: null },
        PAYMENT: { METHOD: 'cash', NAME: 'При получении', CAN_PAY: false, PAY_URL: null },
      }),
    );
    expect(html).toContain('Доставку согласуем по телефону');
    expect(html).toMatch(/<dt>Доставка<\/dt><dd>по договорённости<\/dd>/);
    expect(html).not.toContain(pickupPoint().ADDRESS);
  });

  it('says nothing is delivered for gift certificates alone, with no delivery in the sums', async () => {
    const html = await renderOrder(
      order({
        KIND: 'checkout',
        DELIVERY_PRICE: 0,
        DELIVERY: {
          METHOD: null,
          NAME: 'Не нужна: код сертификата — на этой странице после оплаты и в SMS',
          PICKUP_POINT: null,
          ADDRESS: null,
        },
      }),
    );
    expect(html).toContain('Не нужна: код сертификата — на этой странице после оплаты и в SMS');
    expect(html).not.toContain('Доставку согласуем по телефону');
    expect(html).not.toMatch(/<dt>Доставка<\/dt>/);
  });

  it('is the 404 page when the server found no such order', async () => {
    const url = '/personal/orders/NOPE000000/';
    const html = await renderApp(url, fallbackFor(url), { ORIGIN: 'http://shop', NOT_FOUND: url });
    expect(html).toContain('Страница не найдена');
  });
});
