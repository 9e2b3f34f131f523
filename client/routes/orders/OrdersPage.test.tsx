import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Order } from '../../../shared/contract/order';
import { fallbackFor } from '../../testing/fixtures';
import { order } from '../../testing/orders';
import { firstHeading, renderApp } from '../../testing/renderApp';

const URL = '/personal/orders/';

async function renderOrders(orders?: Order[]) {
  const fallback: Record<string, unknown> = fallbackFor(URL);
  if (orders) fallback[unstable_serialize(keys.orderList())] = { orders };
  return (await renderApp(URL, fallback)).replace(/<!-- -->/g, '');
}

describe('the orders page', () => {
  it('lists this browser’s orders with code, date, status, sum and pieces', async () => {
    const paid = order({
      CODE: 'PAID234567',
      STATUS: 'paid',
      STATUS_NAME: 'Оплачен',
      PRICE: 7480,
      TOTAL_QUANTITY: 5,
      CREATED_AT: '2026-02-01T09:00:00Z',
      PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null },
    });
    const html = await renderOrders([order(), paid]);
    expect(firstHeading(html)).toBe('Мои заказы');
    expect(html).toMatch(/<a [^>]*href="\/personal\/orders\/K7M2QX9PRT\/"[^>]*>Заказ №K7M2QX9PRT<\/a>/);
    expect(html).toContain('от 05.03.26');
    expect(html).toContain('Ожидает оплаты');
    expect(html).toContain('2 товара');
    expect(html).toContain('2\u00a0612\u00a0р.');
    expect(html).toMatch(/<a [^>]*href="\/personal\/orders\/PAID234567\/"/);
    expect(html).toContain('Оплачен');
    expect(html).toContain('5 товаров');
    expect(html).toContain('7\u00a0480\u00a0р.');
    // Only the unpaid one offers to pay.
    expect(html.match(/Оплатить через СБП/g)).toHaveLength(1);
  });

  it('puts each order in the list «Заказы» as one item', async () => {
    const html = await renderOrders([order(), order({ CODE: 'PAID234567' })]);
    const list = /<ul aria-label="Заказы"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(list.match(/<li[ >]/g)).toHaveLength(2);
    expect(list).not.toMatch(/ as="/);
  });

  it('keeps the empty state when there are no orders', async () => {
    const html = await renderOrders([]);
    expect(html).toContain('Заказов пока нет');
    expect(html).toMatch(/<a [^>]*href="\/shop\/"[^>]*>Перейти в каталог<\/a>/);
  });

  it('says it is loading when the list was not prefetched', async () => {
    const html = await renderOrders();
    expect(html).toContain('Загружаем заказы…');
  });
});
