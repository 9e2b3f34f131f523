// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { DeliveryCity } from '../../../shared/contract/delivery';
import type { OrderForm } from '../../../shared/contract/order';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import { ok, renderInShop } from '../../testing/dom';
import { cityPoint, cityPoints, draft, order } from '../../testing/orders';
import CheckoutPage from './CheckoutPage';

const KAZAN: DeliveryCity = { KEY: '424', NAME: 'Казань', REGION: 'Республика Татарстан', POINTS: 1 };

function open() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    switch (url.pathname) {
      case '/api/delivery/cities/':
        return ok({ ITEMS: [KAZAN] });
      case '/api/delivery/points/':
        return url.searchParams.get('city') === '424'
          ? ok(cityPoints({ CITY: KAZAN, ITEMS: [cityPoint({ ID: 9, CITY: 'Казань', ADDRESS: 'ул. Баумана, д. 44/8' })] }))
          : ok(cityPoints());
      case '/api/order/':
        return ok({ draft: draft() });
      case '/api/order/checkout/':
        return ok({ order: order({ CODE: 'K7M2P9QX4T' }) });
      default:
        return ok(null);
    }
  });
  const fallback = {
    [unstable_serialize(keys.profile())]: null,
    [unstable_serialize(keys.orderDraft(ORDER_FORM_START))]: { draft: draft() },
    [unstable_serialize(keys.deliveryPoints('', ''))]: cityPoints(),
  };
  return renderInShop(<CheckoutPage />, { url: '/personal/order/', fallback });
}

const bodies = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`).map(([, init]) => JSON.parse(String(init!.body)) as OrderForm);

describe('checkout by courier', () => {
  it('prices the courier to the city shown, lets the shopper change it, and sends it with the address', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('radio', { name: /Курьером до двери/ }));
    expect(screen.getByText('Москва')).toBeTruthy();
    // The draft is asked for the city on screen, not for «no city» (the flat price, and a hand-over the carrier cannot take).
    await waitFor(() => expect(bodies('/order/').at(-1)).toMatchObject({ delivery: 'courier', city: '44' }));

    await user.click(screen.getByRole('button', { name: 'Изменить город' }));
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'каз');
    await user.click(await screen.findByRole('option', { name: /Казань/ }));
    await waitFor(() => expect(screen.getByText('Казань')).toBeTruthy());
    await waitFor(() => expect(bodies('/order/').at(-1)).toMatchObject({ delivery: 'courier', city: '424' }));

    const address = screen.getByLabelText('Адрес доставки');
    expect(address.getAttribute('placeholder')).toBe('Улица, дом, квартира');
    await user.type(address, 'ул. Пушкина, д. 5, кв. 12');
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Телефон'), '9031234567');
    await user.click(screen.getByRole('checkbox', { name: /согласие/i }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    await waitFor(() => expect(bodies('/order/checkout/')).toHaveLength(1));
    expect(bodies('/order/checkout/')[0]).toMatchObject({ delivery: 'courier', city: '424', address: 'ул. Пушкина, д. 5, кв. 12' });
  });
});
