// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { unstable_serialize } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { keys } from '../../../shared/api/keys';
import type { DeliveryCity } from '../../../shared/contract/delivery';
import { ok, renderInShop } from '../../testing/dom';
import { cityPoint, cityPoints } from '../../testing/orders';
import { PickupPoints } from './PickupPoints';

const KAZAN: DeliveryCity = { KEY: '424', NAME: 'Казань', REGION: 'Республика Татарстан', POINTS: 45 };
/** Kazan's 45 points: the first on ул. Баумана near Кремлёвская, the others along просп. Победы, far south. */
const kazanPoints = () =>
  cityPoints({
    CITY: KAZAN,
    ITEMS: Array.from({ length: 45 }, (_, i) =>
      cityPoint({
        ID: 100 + i,
        CODE: `KZN-${i}`,
        CITY: 'Казань',
        ADDRESS: i === 0 ? 'ул. Баумана, д. 44/8' : `просп. Победы, д. ${i}`,
        METRO: i === 0 ? 'Кремлёвская' : 'Проспект Победы',
        LATITUDE: i === 0 ? 55.79 : 55.7 - i / 1000,
        LONGITUDE: 49.12,
      }),
    ),
  });

function answer() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/delivery/cities/') return ok({ ITEMS: [KAZAN, { ...KAZAN, KEY: '44', NAME: 'Москва' }] });
    if (url.pathname === '/api/delivery/points/' && url.searchParams.get('city') === '424') return ok(kazanPoints());
    return ok(cityPoints());
  });
}

function Checkout() {
  const [city, setCity] = useState('');
  const [point, setPoint] = useState<number | null>(null);
  return (
    <>
      <output aria-label="Город формы">{city}</output>
      <PickupPoints
        city={city}
        pointId={point}
        days={{ MIN: 2, MAX: 4 }}
        onCity={(c) => setCity(c.KEY)}
        onShown={setCity}
        onPoint={setPoint}
      />
    </>
  );
}

const open = () => {
  answer();
  return renderInShop(<Checkout />, { fallback: { [unstable_serialize(keys.deliveryPoints('', ''))]: cityPoints() } });
};

describe('the checkout’s pickup points', () => {
  it('opens on the prefetched city, takes it as the form’s, shows its cards with metro, schedule and term, and asks nothing', () => {
    open();
    expect(screen.getByText('Москва')).toBeTruthy();
    // The draft is priced to the city shown: the form holds its key from the first paint's effect on.
    expect(screen.getByRole('status', { name: 'Город формы' }).textContent).toBe('44');
    const card = screen.getByRole('radio', { name: /ул\. Тверская/ });
    expect(card.closest('label')!.textContent).toContain('м. Пушкинская');
    expect(card.closest('label')!.textContent).toContain('Срок доставки: 2–4 дня');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the city by typing and the keyboard, then finds a point by its street, 20 cards at a time', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Изменить город' }));
    const field = screen.getByRole('combobox', { name: 'Город' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'каз');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Казань')).toBeTruthy());
    expect(screen.getAllByRole('radio')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(screen.getAllByRole('radio')).toHaveLength(40);

    await user.type(screen.getByRole('searchbox', { name: 'Улица или метро' }), 'кремлевская');
    const found = screen.getAllByRole('radio');
    expect(found).toHaveLength(1);
    await user.click(within(found[0]!.closest('label')!).getByText('ул. Баумана, д. 44/8'));
    expect((screen.getByRole('radio', { name: /ул\. Баумана/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the nearest first only when asked, and leaves the list as it was when the shopper says no', async () => {
    const user = userEvent.setup();
    let answerWith: 'yes' | 'no' = 'no';
    const getCurrentPosition = vi.fn((done: PositionCallback, refused: PositionErrorCallback) =>
      answerWith === 'yes'
        ? done({ coords: { latitude: 55.66, longitude: 49.12 } } as GeolocationPosition)
        : refused({ code: 1 } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    answer();
    renderInShop(<Checkout />, { fallback: { [unstable_serialize(keys.deliveryPoints('', ''))]: kazanPoints() } });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    const first = () => screen.getAllByRole('radio')[0]!.closest('label')!.textContent;
    expect(first()).toContain('ул. Баумана');

    await user.click(screen.getByRole('button', { name: 'Рядом со мной' }));
    expect(first()).toContain('ул. Баумана');
    expect(screen.queryByRole('alert')).toBeNull();

    answerWith = 'yes';
    await user.click(screen.getByRole('button', { name: 'Рядом со мной' }));
    // 55.66 is просп. Победы, д. 40's latitude: the nearest.
    expect(first()).toContain('просп. Победы, д. 40');
  });

  it('opens on the api’s city when the city kept from earlier has no open points any more', async () => {
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input), 'http://shop.test').searchParams.get('city') === '777' ? ok({ CITY: null, ITEMS: [] }) : ok(cityPoints()),
    );
    const onShown = vi.fn();
    function Kept() {
      return <PickupPoints city="777" pointId={null} onCity={() => undefined} onShown={onShown} onPoint={() => undefined} />;
    }
    renderInShop(<Kept />);
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(screen.getByText('Москва')).toBeTruthy();
    expect(onShown).toHaveBeenCalledWith('44');
  });
});
