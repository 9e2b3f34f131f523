// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import { ok, renderInShop } from '../../testing/dom';
import { draft, order } from '../../testing/orders';
import { byPath, profile, type Answers } from '../../testing/profile';
import CheckoutPage from './CheckoutPage';

function open(signedIn: boolean, answers: Answers) {
  fetchMock.mockImplementation(byPath({ '/order/': () => ok({ draft: draft() }), ...answers }));
  const fallback = {
    [unstable_serialize(keys.profile())]: signedIn ? profile() : null,
    [unstable_serialize(keys.orderDraft(ORDER_FORM_START))]: { draft: draft() },
  };
  return renderInShop(<CheckoutPage />, { url: '/personal/order/', fallback });
}

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`);
const placed = () => ok({ order: order({ CODE: 'K7M2P9QX4T', PAYMENT: { ...order().PAYMENT, METHOD: 'cash' } }) });

describe('checkout paid on receipt', () => {
  it('asks a signed-in shopper ordering to her own phone nothing', async () => {
    const user = userEvent.setup();
    open(true, { '/order/checkout/': placed, '/profile/certificates/': () => ok({ certificates: [] }) });
    await user.click(screen.getByRole('radio', { name: /При получении/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(calls('/order/checkout/')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Подтверждение телефона' })).toBeNull();
    expect(calls('/order/phones/')).toEqual([]);
  });

  it('asks a guest for the code beside the phone, then places the order', async () => {
    const user = userEvent.setup();
    let phones: string[] = [];
    open(false, {
      '/order/phones/': () => ok({ PHONES: phones }),
      '/profile/sendCode/': () => ok({ RESEND_AFTER: 60, EXPIRES_IN: 300, DEMO_CODE: '246810' }),
      '/order/confirmPhone/': () => {
        phones = ['79031234567'];
        return ok({ PHONES: phones });
      },
      '/order/checkout/': placed,
    });
    await user.type(screen.getByLabelText('Телефон'), '9031234567');
    // By SBP nothing is asked.
    expect(screen.queryByRole('group', { name: 'Подтверждение телефона' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /При получении/ }));
    const step = await screen.findByRole('group', { name: 'Подтверждение телефона' });
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(within(step).getByRole('alert').textContent).toMatch(/^Подтвердите телефон кодом из СМС/);
    expect(calls('/order/checkout/')).toEqual([]);

    await user.click(within(step).getByRole('button', { name: 'Получить код' }));
    expect(within(step).getByText('Код из СМС (демо): 246810')).toBeTruthy();
    await user.type(within(step).getByLabelText('Код из СМС'), '246810');
    await user.click(within(step).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(calls('/order/checkout/')).toHaveLength(1));
    expect(JSON.parse(String(calls('/order/checkout/')[0]![1]!.body))).toMatchObject({ phone: '79031234567', payment: 'cash' });
  });
});
