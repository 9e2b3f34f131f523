// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { useOrder } from '../../hooks/useOrder';
import { ok, renderInShop } from '../../testing/dom';
import { order, payment } from '../../testing/orders';
import { byPath } from '../../testing/profile';
import { SbpPayment } from './SbpPayment';

const CODE = 'K7M2QX9PRT';
const paidOrder = order({
  STATUS: 'paid',
  STATUS_NAME: 'Оплачен',
  PAID_AT: '2026-03-05T15:40:00Z',
  PAYMENT: { METHOD: 'sbp', NAME: 'СБП онлайн', CAN_PAY: false, PAY_URL: null },
});
const changed = { ...paidOrder, SURCHARGE: { AMOUNT: 450.5, PAY_URL: `/personal/order/${CODE}/sbp/` } };

/** The SBP page's body as the page renders it: the order as the page's own SWR key holds it. */
function Page() {
  const { order: current } = useOrder(keys.order(CODE));
  return current ? <SbpPayment order={current} /> : null;
}

describe('paying a surcharge on the SBP page', () => {
  it('says the surcharge came in, and keeps saying so once the order comes back without it', async () => {
    const user = userEvent.setup();
    let paid = false;
    const surcharge = () =>
      payment({ KIND: 'surcharge', AMOUNT: 450.5, ...(paid ? { STATUS: 'succeeded', PAID_AT: '2026-03-05T16:10:00Z' } : {}) });
    fetchMock.mockImplementation(
      byPath({
        [`/order/getPaymentByOrderCode/${CODE}/`]: () => ok({ payment: surcharge() }),
        [`/payment/sandbox/${CODE}/pay/`]: () => {
          paid = true;
          return ok({ payment: surcharge() });
        },
        [`/order/get/${CODE}/`]: () => ok({ order: paid ? paidOrder : changed }),
      }),
    );
    renderInShop(<Page />, { fallback: { [unstable_serialize(keys.order(CODE))]: { order: changed } } });

    expect(await screen.findByText(`Доплата по заказу №${CODE}`)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Оплатить (демо)' }));
    expect(await screen.findByRole('heading', { name: 'Доплата получена' })).toBeTruthy();
    // The page asked for the order again: it is paid, with nothing due on top.
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes(`/order/get/${CODE}/`))).toBe(true));
    await waitFor(() => expect(screen.queryByText(`Доплата по заказу №${CODE}`)).toBeNull());
    expect(screen.getByRole('heading', { name: 'Доплата получена' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Заказ оплачен' })).toBeNull();
  });
});
