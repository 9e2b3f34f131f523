// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { ORDER_FORM_START } from '../../../shared/contract/order-constants';
import { formatPrice } from '../../../shared/format';
import { ok, renderInShop } from '../../testing/dom';
import { draft } from '../../testing/orders';
import { byPath, certificate, profile } from '../../testing/profile';
import CheckoutPage from './CheckoutPage';

const CODE = 'K7QW3MZP9XRDH2TE';

function open(signedIn: boolean) {
  const fallback = {
    [unstable_serialize(keys.profile())]: signedIn ? profile() : null,
    [unstable_serialize(keys.orderDraft(ORDER_FORM_START))]: { draft: draft() },
  };
  return renderInShop(<CheckoutPage />, { url: '/personal/order/', fallback });
}

const drafts = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/order/')
    .map(([, init]) => JSON.parse(String(init!.body)) as { certificate?: string });

describe('checkout for a signed-in shopper', () => {
  it('starts with the name, phone and e-mail of the profile', () => {
    fetchMock.mockImplementation(byPath({ '/profile/certificates/': () => ok({ certificates: [] }) }));
    open(true);
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Анна');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@example.ru');
  });

  it('starts empty for a guest', () => {
    open(false);
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('');
  });

  it('offers the account’s certificate and shows what it pays as its own line of the totals', async () => {
    const user = userEvent.setup();
    const total = draft().TOTAL;
    fetchMock.mockImplementation(
      byPath({
        '/profile/certificates/': () => ok({ certificates: [certificate({ BALANCE: 600 })] }),
        '/order/': () =>
          ok({ draft: draft({ CERTIFICATE: { CODE, AMOUNT: 600, BALANCE_AFTER: 0 }, CERTIFICATE_ERROR: null, TO_PAY: total - 600 }) }),
      }),
    );
    open(true);
    await user.click(await screen.findByRole('button', { name: /K7QW-3MZP-9XRD-H2TE/ }));

    await screen.findByText('Оплачено сертификатом');
    expect(drafts().at(-1)?.certificate).toBe(CODE);
    expect(screen.getByText('К оплате').nextElementSibling?.textContent).toBe(formatPrice(total - 600));
  });

  it('lets a wrong code be put right: editing it brings «Применить» back, and the new code is applied', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      byPath({
        '/profile/certificates/': () => ok({ certificates: [] }),
        '/order/': (body) =>
          (body as { certificate?: string }).certificate === CODE
            ? ok({ draft: draft({ CERTIFICATE: { CODE, AMOUNT: 600, BALANCE_AFTER: 0 }, CERTIFICATE_ERROR: null }) })
            : ok({ draft: draft({ CERTIFICATE: null, CERTIFICATE_ERROR: 'Сертификат не найден' }) }),
      }),
    );
    open(false);
    const field = screen.getByLabelText('Код сертификата');
    await user.type(field, 'K7QW3MZP9XRDH2TX');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await screen.findByText('Сертификат не найден');
    expect(screen.getByRole('button', { name: 'Убрать' })).toBeTruthy();

    await user.type(field, '{Backspace}E');
    expect(screen.queryByText('Сертификат не найден')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await screen.findByText('Оплачено сертификатом');
    expect(drafts().at(-1)?.certificate).toBe(CODE);
    expect(screen.getByRole('button', { name: 'Убрать' })).toBeTruthy();
  });

  it('shows why a typed certificate cannot pay beside its field', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(
      byPath({
        '/profile/certificates/': () => ok({ certificates: [] }),
        '/order/': () => ok({ draft: draft({ CERTIFICATE: null, CERTIFICATE_ERROR: 'Сертификат израсходован' }) }),
      }),
    );
    open(true);
    const field = screen.getByLabelText('Код сертификата');
    await user.type(field, 'k7qw 3mzp 9xrd h2te');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Сертификат израсходован');
    expect(drafts().at(-1)?.certificate).toBe(CODE);
  });
});
