// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { Device } from '../../../shared/contract/devices';
import { ToastArea } from '../../components/toasts';
import { clearToasts } from '../../components/toasts/store';
import { ok, renderInShop } from '../../testing/dom';
import { byPath, device, profile } from '../../testing/profile';
import PersonalPage from './PersonalPage';

afterEach(() => act(() => clearToasts()));

/** The area as the server rendered it for a signed-in shopper; the api answers `answers` (and the same list again). */
function renderPersonal(devices: Device[], answers: Parameters<typeof byPath>[0] = {}) {
  fetchMock.mockImplementation(byPath({ '/profile/devices/': () => ok({ devices }), ...answers }));
  return renderInShop(
    <>
      <PersonalPage params={{}} keys={{ devices: keys.devices() }} />
      <ToastArea />
    </>,
    {
      url: '/personal/',
      fallback: { [unstable_serialize(keys.profile())]: profile(), [unstable_serialize(keys.devices())]: { devices } },
    },
  );
}

describe('«Где вы вошли» in the personal area', () => {
  it('lists the account’s browsers with their last use, this one marked', async () => {
    renderPersonal([
      device({ BROWSER: 'Яндекс Браузер', SYSTEM: 'Android', KIND: 'phone', CURRENT: true }),
      device({ LAST_USED: '3 ноября 2026 в 9:30' }),
    ]);
    const panel = screen.getByRole('region', { name: 'Где вы вошли' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Яндекс Браузер, Androidсегодня в 14:05Это устройство',
      'Chrome, Windows3 ноября 2026 в 9:30',
    ]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    // The list is asked again on a visit (it may have changed since the server's render).
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/profile/devices/')).toBe(true));
  });

  it('«Выйти на всех устройствах» sends an empty body, goes home as a guest and says so', async () => {
    const user = userEvent.setup();
    const { location } = renderPersonal([device({ CURRENT: true })], {
      '/profile/logoutEverywhere/': () => ok(null),
      '/profile/': () => ok(null),
    });
    await user.click(screen.getByRole('button', { name: 'Выйти на всех устройствах' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    const sent = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/profile/logoutEverywhere/');
    expect(sent.map(([, init]) => JSON.parse(String(init!.body)) as unknown)).toEqual([{}]);
    expect(await screen.findByText('Вы вышли на всех устройствах')).toBeTruthy();
  });
});
