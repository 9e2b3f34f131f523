// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { clearToasts } from '../../components/toasts/store';
import { ok, renderInShop } from '../../testing/dom';
import { byPath, profile } from '../../testing/profile';
import PersonalPage from '../personal/PersonalPage';
import SubscribesPage from './SubscribesPage';

afterEach(() => act(() => clearToasts()));

const signedIn = { [unstable_serialize(keys.profile())]: profile() };
const bodies = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`).map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('subscriptions', () => {
  it('turns e-mail news off with one request, keeps SMS as it was, and shows the date of the choice', async () => {
    const user = userEvent.setup();
    const off = profile({
      SUBSCRIPTIONS: { EMAIL: { ON: false, CHANGED_AT: '2026-11-24T09:00:00.000Z' }, SMS: { ON: false, CHANGED_AT: null } },
    });
    fetchMock.mockImplementation(byPath({ '/profile/updateSubscriptions/': () => ok(off), '/profile/': () => ok(off) }));
    renderInShop(<SubscribesPage />, { url: '/personal/subscribes/', fallback: signedIn });
    const email = screen.getByRole('switch', { name: 'Новости и предложения по почте' });
    expect((email as HTMLInputElement).checked).toBe(true);
    await user.click(email);
    await waitFor(() => expect((email as HTMLInputElement).checked).toBe(false));
    expect(bodies('/profile/updateSubscriptions/')).toEqual([{ email: false, sms: false }]);
    expect(screen.getByText('Вы отписались 24 ноября 2026')).toBeTruthy();
  });
});

describe('e-mail news without an e-mail in the profile', () => {
  it('cannot be switched on, and the page says where the e-mail is entered', () => {
    const noEmail = profile({
      EMAIL: null,
      SUBSCRIPTIONS: { EMAIL: { ON: false, CHANGED_AT: null }, SMS: { ON: false, CHANGED_AT: null } },
    });
    renderInShop(<SubscribesPage />, { url: '/personal/subscribes/', fallback: { [unstable_serialize(keys.profile())]: noEmail } });
    const email = screen.getByRole('switch', { name: 'Новости и предложения по почте' }) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    const why = document.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe('Чтобы получать письма, укажите e-mail в разделе «Личные данные»');
    expect(screen.getByRole('link', { name: '«Личные данные»' }).getAttribute('href')).toBe('/personal/information/');
    // SMS news need none.
    expect((screen.getByRole('switch', { name: 'Новости и предложения в СМС' }) as HTMLInputElement).disabled).toBe(false);
  });
});

describe('the personal area', () => {
  it('signs out with an empty body and goes to the home page', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(byPath({ '/profile/logout/': () => ok(null), '/profile/': () => ok(null) }));
    const { location } = renderInShop(<PersonalPage params={{}} keys={{ devices: keys.devices() }} />, {
      url: '/personal/',
      fallback: { ...signedIn, [unstable_serialize(keys.devices())]: { devices: [] } },
    });
    expect(screen.getByText(/Здравствуйте, Анна!/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(bodies('/profile/logout/')).toEqual([{}]);
  });
});
