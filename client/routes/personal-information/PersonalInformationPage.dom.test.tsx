// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { ToastArea } from '../../components/toasts';
import { clearToasts } from '../../components/toasts/store';
import { ok, renderInShop } from '../../testing/dom';
import { byPath, profile } from '../../testing/profile';
import PersonalInformationPage from './PersonalInformationPage';

afterEach(() => act(() => clearToasts()));

const signedIn = { [unstable_serialize(keys.profile())]: profile() };

function open() {
  return renderInShop(
    <>
      <PersonalInformationPage />
      <ToastArea />
    </>,
    { url: '/personal/information/', fallback: signedIn },
  );
}

const updates = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/profile/update/')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('personal data', () => {
  it('is filled in from the profile, the phone shown but not edited', () => {
    open();
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Анна');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@example.ru');
    const phone = screen.getByLabelText(/^Телефон/) as HTMLInputElement;
    expect(phone.value).toBe('+7 (916) 123-4567');
    expect(phone.readOnly).toBe(true);
    const child = screen.getByRole('group', { name: 'Ребёнок 1' });
    expect((within(child).getByLabelText('Имя ребёнка') as HTMLInputElement).value).toBe('Миша');
  });

  it('adds and removes children and sends the whole profile once per save, then asks the profile again', async () => {
    const user = userEvent.setup();
    let profileAsked = 0;
    fetchMock.mockImplementation(
      byPath({
        '/profile/update/': () => ok(profile({ CHILDREN: [{ NAME: 'Соня', BIRTHDAY: '2025-01-15' }] })),
        '/profile/': () => {
          profileAsked += 1;
          return ok(profile({ CHILDREN: [{ NAME: 'Соня', BIRTHDAY: '2025-01-15' }] }));
        },
      }),
    );
    open();
    await user.click(screen.getByRole('button', { name: 'Удалить ребёнка Миша' }));
    await user.click(screen.getByRole('button', { name: 'Добавить ребёнка' }));
    const row = screen.getByRole('group', { name: 'Ребёнок 1' });
    await user.type(within(row).getByLabelText('Имя ребёнка'), 'Соня');
    await user.type(within(row).getByLabelText('Дата рождения'), '2025-01-15');
    await user.dblClick(screen.getByRole('button', { name: 'Сохранить' }));

    await screen.findByText('Личные данные сохранены');
    expect(updates()).toEqual([
      { name: 'Анна', email: 'anna@example.ru', birthday: '', children: [{ name: 'Соня', birthday: '2025-01-15' }] },
    ]);
    await waitFor(() => expect(profileAsked).toBe(1));
  });

  it('puts each refusal beside its field and shows them as toasts', async () => {
    const user = userEvent.setup();
    const errors = [
      { message: 'Проверьте адрес электронной почты', customData: { field: 'email' } },
      { message: 'Укажите имя', customData: { field: 'children.0.name' } },
    ];
    fetchMock.mockImplementation(
      byPath({ '/profile/update/': () => new Response(JSON.stringify({ status: 'error', errors, data: null }), { status: 400 }) }),
    );
    open();
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@');
    await user.clear(screen.getByLabelText('Имя ребёнка'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Проверьте адрес электронной почты');
    const childName = screen.getByLabelText('Имя ребёнка');
    expect(document.getElementById(childName.getAttribute('aria-describedby')!)?.textContent).toBe('Укажите имя');
    // Spec §8: the same messages as error toasts.
    const toasts = document.querySelector('[data-toast-area]')!;
    await waitFor(() => expect(toasts.textContent).toContain('Проверьте адрес электронной почты'));
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('anna@');
  });
});
