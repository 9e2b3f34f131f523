// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { facets } from '../../testing/catalog';
import { ok, onDesktop, onPhone, renderInShop } from '../../testing/dom';
import { FilterPanel } from './FilterPanel';

afterEach(() => {
  onDesktop();
});

const SECTION = '/shop/7-bodi-category/';
const scope = { section: 'bodi' };

/** The section's filters with its facets prefetched; the api counts 12 products for any other choice. */
function openFilters(url = SECTION) {
  fetchMock.mockImplementation(async () => ok({ ...facets, TOTAL: 12 }));
  const search = new URLSearchParams(new URL(url, 'http://shop').search);
  const filter = Object.fromEntries([...search].map(([k, v]) => [k, v]));
  return renderInShop(<FilterPanel scope={scope} facets={facets} />, {
    url,
    fallback: { [unstable_serialize(keys.facets(scope, filter))]: facets },
  });
}

describe('the filters, chosen', () => {
  it('offers the sizes and colours with products, and counts before the shopper applies', async () => {
    const user = userEvent.setup();
    openFilters();
    expect(screen.getByRole('button', { name: 'Показать 48 товаров' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '104' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByText('62'));
    expect((screen.getByRole('checkbox', { name: '62' }) as HTMLInputElement).checked).toBe(true);
    await screen.findByRole('button', { name: 'Показать 12 товаров' }, { timeout: 2000 });
    // One request for the pending choice, with the section and the size.
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://shop'));
    expect(asked.map((u) => [u.pathname, u.searchParams.get('section'), u.searchParams.get('size')])).toEqual([
      ['/api/catalog/filter/', 'bodi', '62'],
    ]);
  });

  it('puts the choice into the address on «Показать»', async () => {
    const user = userEvent.setup();
    const { location } = openFilters();
    await user.click(screen.getByText('62'));
    await user.click(screen.getByRole('checkbox', { name: /^молочный/ }));
    await user.type(screen.getByRole('spinbutton', { name: 'до' }), '1500');
    await user.click(screen.getByRole('checkbox', { name: 'Только в наличии' }));
    await user.click(screen.getByRole('button', { name: /^Показать/ }));
    expect(location().pathname).toBe(SECTION);
    const query = new URLSearchParams(location().search);
    expect(query.get('size')).toBe('62');
    expect(query.get('color')).toBe('molochnyy');
    expect(query.get('price_to')).toBe('1500');
    expect(query.get('available')).toBe('Y');
  });

  it('starts from the filter in the address, and the phone’s button says how many are chosen', () => {
    openFilters(`${SECTION}?size=62&color=molochnyy`);
    expect((screen.getByRole('checkbox', { name: '62' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^молочный/ }) as HTMLInputElement).checked).toBe(true);
    onPhone();
    expect(screen.getByRole('button', { name: /^Фильтры\s*, выбрано: 2$/ })).toBeTruthy();
  });

  it('opens as a dialog on a phone, closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    onPhone();
    openFilters();
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
