// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { ToastArea } from '../../components/toasts';
import { clearToasts } from '../../components/toasts/store';
import { ok, refused, renderInShop } from '../../testing/dom';
import { basket } from '../../testing/orders';
import BasketPage from './BasketPage';

afterEach(() => {
  act(() => clearToasts());
});

describe('the basket’s coupon', () => {
  it('takes the refusal of an expired coupon away as soon as the next one applies', async () => {
    const user = userEvent.setup();
    const withCoupon = basket({ COUPON: { CODE: 'SKIDKA10', DISCOUNT: 258 } });
    fetchMock.mockImplementation(async (input) => {
      const coupon = new URL(String(input), 'http://shop').searchParams.get('coupon');
      return coupon === 'OLD2024' ? refused('Срок действия промокода истёк', 409) : ok({ basket: withCoupon });
    });
    renderInShop(
      <>
        <BasketPage />
        <ToastArea />
      </>,
      { url: '/personal/basket/', fallback: { [unstable_serialize(keys.basket())]: { basket: basket({ COUPON: null }) } } },
    );
    const field = screen.getByRole('textbox', { name: 'Промокод' });
    await user.type(field, 'OLD2024');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await screen.findByText('Срок действия промокода истёк');

    await user.clear(field);
    await user.type(field, 'SKIDKA10');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await screen.findByText('SKIDKA10');
    expect(screen.queryByText('Срок действия промокода истёк')).toBeNull();
  });
});
