import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Basket } from '../../../shared/contract/basket';
import { fallbackFor } from '../../testing/fixtures';
import { basket as factoryBasket, basketItem, emptyBasket } from '../../testing/orders';
import { firstHeading, renderApp } from '../../testing/renderApp';

const URL = '/personal/basket/';

/** A line at a sale price with a ten per cent coupon, and a line sold out since it was put in. */
function basket(overrides: Partial<Basket> = {}): Basket {
  const onSale = basketItem({ ID: 501, PRODUCT: { NAME: 'Боди молочное' }, PRICE: 990, OLD_PRICE: 1290, SUM: 1980 });
  const soldOut = basketItem({
    ID: 777,
    PRODUCT: { ID: 13, NAME: 'Комбинезон бежевый' },
    QUANTITY: 1,
    SUM: 0,
    AVAILABLE: false,
    MAX_QUANTITY: 0,
    MESSAGE: 'Нет в наличии',
  });
  return factoryBasket({
    ITEMS: [onSale, soldOut],
    PRICE_WITHOUT_DISCOUNT: 1980,
    DISCOUNT: 198,
    PRICE: 1782,
    TOTAL_QUANTITY: 3,
    COUNT: 2,
    COUPON: { CODE: 'HELLO10', DISCOUNT: 198 },
    GIFT: { WRAP: true, MESSAGE: 'С днём рождения!', NO_PRICES: false },
    DELIVERY: { FREE_FROM: 7000, LEFT_FOR_FREE: 5218 },
    ...overrides,
  });
}

async function render(value: Basket | undefined) {
  const fallback = { ...fallbackFor(URL), ...(value ? { [unstable_serialize(keys.basket())]: { basket: value } } : {}) };
  return (await renderApp(URL, fallback)).replace(/<!-- -->/g, '');
}

const text = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the basket page', () => {
  it('shows each line with its link, colour, size, prices, quantity and sum', async () => {
    const html = await render(basket());
    expect(firstHeading(html)).toBe('Корзина');
    expect(html).toMatch(/<a [^>]*href="\/shop\/12-bodi-molochnoe-product\/"[^>]*>Боди молочное<\/a>/);
    const plain = text(html);
    expect(plain).toContain('Цвет: молочный · Размер: 62');
    expect(plain).toContain('990 р. Старая цена: 1 290 р.');
    expect(plain).toContain('− 2 + 1 980 р.');
    expect(html).toContain('aria-label="Удалить из корзины: Боди молочное, 62"');
  });

  it('greys an unavailable line with its message and gives it no sum and no plus', async () => {
    const html = await render(basket());
    const row = /<li[^>]*data-unavailable="true"[^>]*>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(text(row)).toContain('Комбинезон бежевый');
    expect(text(row)).toContain('Нет в наличии');
    expect(text(row)).toMatch(/− 1 \+ $/);
    expect(row).toMatch(/<button[^>]*aria-label="Увеличить количество"[^>]*disabled=""/);
  });

  it('shows the applied coupon with its discount, gift options and the totals', async () => {
    const plain = text(await render(basket()));
    expect(plain).toContain('HELLO10 −198 р.');
    expect(plain).toContain('Товары 1 980 р. Скидка −198 р. Итого 1 782 р.');
    expect(plain).toContain('До бесплатной доставки в пункт выдачи осталось 5 218 р.');
    expect(plain).toContain('16 из 300');
    const html = await render(basket());
    expect(html).toMatch(/<input type="checkbox" checked=""[^>]*\/?>Подарочная упаковка/);
    expect(html).toMatch(/<a [^>]*href="\/personal\/order\/"[^>]*>Оформить заказ<\/a>/);
    expect(html).toMatch(/<button[^>]*>Купить в один клик<\/button>/);
  });

  it('explains a coupon that gives nothing now, and offers the field when there is none', async () => {
    const withMessage = text(
      await render(basket({ DISCOUNT: 0, COUPON: { CODE: 'BIG', DISCOUNT: 0, MESSAGE: 'Промокод действует от 5 000 р.' } })),
    );
    expect(withMessage).toContain('Промокод действует от 5 000 р.');
    expect(withMessage).not.toContain('Скидка');
    const html = await render(basket({ COUPON: null, DISCOUNT: 0 }));
    expect(html).toMatch(/<label[^>]*>Промокод<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Применить<\/button>/);
  });

  it('says delivery to a pickup point is free from the threshold', async () => {
    const plain = text(await render(basket({ PRICE: 7200, DELIVERY: { FREE_FROM: 7000, LEFT_FOR_FREE: 0 } })));
    expect(plain).toContain('Доставка в пункт выдачи — бесплатно');
  });

  it('shows no free-delivery hint when pickup is never free (issue 24)', async () => {
    const plain = text(await render(basket({ DELIVERY: null })));
    expect(plain).not.toContain('бесплатн');
    expect(plain).toContain('Оформить заказ');
  });

  it('shows the empty state for an empty basket', async () => {
    const plain = text(await render(emptyBasket()));
    expect(plain).toContain('В корзине пока пусто');
    expect(plain).not.toContain('Оформить заказ');
  });

  it('waits for the basket, which the server does not render', async () => {
    expect(text(await render(undefined))).toContain('Загружаем корзину…');
  });
});
