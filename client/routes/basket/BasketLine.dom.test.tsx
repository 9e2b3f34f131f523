// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Basket } from '../../../shared/contract/basket';
import { ToastArea } from '../../components/toasts';
import { clearToasts } from '../../components/toasts/store';
import { ok, refused, renderInShop } from '../../testing/dom';
import { basket, basketItem, emptyBasket } from '../../testing/orders';
import BasketPage from './BasketPage';

afterEach(() => {
  act(() => clearToasts());
});

const twoPieces = basket({ ITEMS: [basketItem({ QUANTITY: 2, SUM: 2580 })] });

/** The basket page with `start` prefetched; the api answers the line's calls with `next`. */
function openBasket(start: Basket, answer: (path: string) => Response) {
  fetchMock.mockImplementation(async (input) => answer(new URL(String(input), 'http://shop').pathname));
  return renderInShop(
    <>
      <BasketPage />
      <ToastArea />
    </>,
    { url: '/personal/basket/', fallback: { [unstable_serialize(keys.basket())]: { basket: start } } },
  );
}

const line = () => within(screen.getByRole('list', { name: 'Товары в корзине' })).getAllByRole('listitem')[0]!;

describe('a basket line, pressed', () => {
  it('adds a piece with + and shows the quantity and sum the api answers', async () => {
    const user = userEvent.setup();
    const three = basket({ ITEMS: [basketItem({ QUANTITY: 3, SUM: 3870 })] });
    openBasket(twoPieces, (path) => ok({ basket: path === '/api/basket/plus/' ? three : twoPieces }));
    await user.click(within(line()).getByRole('button', { name: 'Увеличить количество' }));
    await screen.findByText('3 870 р.');
    expect(within(line()).getByRole('group', { name: /^Количество/ }).textContent).toContain('3');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/basket/plus/?id=101')).toBe(true);
  });

  it('cannot take the last piece away with −: that is the remove button', () => {
    openBasket(basket({ ITEMS: [basketItem({ QUANTITY: 1, SUM: 1290 })] }), () => ok({ basket: twoPieces }));
    expect((within(line()).getByRole('button', { name: 'Уменьшить количество' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes the line, and the basket says it is empty', async () => {
    const user = userEvent.setup();
    const empty = emptyBasket();
    openBasket(twoPieces, (path) => ok({ basket: path === '/api/basket/remove/' ? empty : twoPieces }));
    await user.click(screen.getByRole('button', { name: 'Удалить из корзины: Боди молочное с коротким рукавом, 62' }));
    await screen.findByText('В корзине пока пусто');
  });

  it('keeps the line as it was and shows the api’s reason when a piece cannot be added', async () => {
    const user = userEvent.setup();
    openBasket(twoPieces, (path) => (path === '/api/basket/plus/' ? refused('Больше нет в наличии', 409) : ok({ basket: twoPieces })));
    await user.click(within(line()).getByRole('button', { name: 'Увеличить количество' }));
    await screen.findByText('Больше нет в наличии');
    expect(within(line()).getByText('2 580 р.')).toBeTruthy();
  });
});

describe('a basket line at the last unit in stock', () => {
  it('says why + is greyed out: «Больше нет в наличии»', () => {
    openBasket(basket({ ITEMS: [basketItem({ QUANTITY: 3, SUM: 3870, MAX_QUANTITY: 3 })] }), () => ok({ basket: twoPieces }));
    const quantity = within(line()).getByRole('group', { name: /^Количество/ });
    expect((within(quantity).getByRole('button', { name: 'Увеличить количество' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(line()).getByText('Больше нет в наличии')).toBeTruthy();
    expect(document.getElementById(quantity.getAttribute('aria-describedby')!)?.textContent).toBe('Больше нет в наличии');
  });

  it('says nothing while more can be added', () => {
    openBasket(twoPieces, () => ok({ basket: twoPieces }));
    expect(within(line()).queryByText('Больше нет в наличии')).toBeNull();
  });
});
