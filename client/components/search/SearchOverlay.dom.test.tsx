// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../../shared/contract/catalog';
import { ok, refused, renderInShop } from '../../testing/dom';
import SearchOverlay from './SearchOverlay';
import { searchResult } from '../../testing/catalog';

const BODY: SearchResult = searchResult({ ID: 13, CODE: 'bodi-bezhevoe', NAME: 'Боди бежевое с коротким рукавом', PRICE: 990 });

/** The overlay opened on the home page, from a header button that keeps the focus to return to. */
function openOverlay(onClose = vi.fn()) {
  fetchMock.mockImplementation(async (input) => {
    const query = new URL(String(input), 'http://shop').searchParams.get('query') ?? '';
    return ok(query.includes('боди') ? [BODY] : []);
  });
  const view = renderInShop(
    <>
      <button type="button">Поиск</button>
      <SearchOverlay onClose={onClose} />
    </>,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Поиск по сайту' }) };
}

describe('the search overlay, typed into', () => {
  it('has the field focused, then lists what matches once the shopper pauses', async () => {
    const user = userEvent.setup();
    const { dialog } = openOverlay();
    const field = within(dialog).getByRole('searchbox', { name: 'Название товара' });
    expect(document.activeElement).toBe(field);
    expect(within(dialog).getByText('Введите запрос')).toBeTruthy();
    await user.type(field, 'бежевый боди');
    const results = await within(dialog).findByRole('list', { name: 'Результаты поиска' }, { timeout: 2000 });
    const link = within(results).getByRole('link', { name: /Боди бежевое/ });
    expect(link.getAttribute('href')).toBe('/shop/13-bodi-bezhevoe-product/');
    expect(link.textContent).toContain('990\u00a0р.');
    // One request for the pause, not one per letter.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    const { dialog } = openOverlay();
    await user.type(within(dialog).getByRole('searchbox'), 'трактор');
    await within(dialog).findByText('Ничего не найдено', undefined, { timeout: 2000 });
    expect(within(dialog).getByText(/По запросу «трактор»/)).toBeTruthy();
  });

  it('opens the results page on Enter and closes', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, location } = openOverlay();
    await user.type(within(dialog).getByRole('searchbox'), 'боди{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(location().pathname).toBe('/search/');
    expect(new URLSearchParams(location().search).get('QUERY')).toBe('боди');
  });

  it('does nothing on Enter with an empty field', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, location } = openOverlay();
    await user.type(within(dialog).getByRole('searchbox'), '{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/');
  });

  it('closes on Escape and keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = openOverlay();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the search overlay, counting and refused', () => {
  /** The overlay answering every query with `answer`. */
  function openWith(answer: () => Response) {
    fetchMock.mockImplementation(async () => answer());
    renderInShop(<SearchOverlay onClose={vi.fn()} />);
    return screen.getByRole('dialog', { name: 'Поиск по сайту' });
  }

  it('says how many of how many it shows, and links to all with the count', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...BODY, ID: i + 1, CODE: `bodi-${i}` }));
    const dialog = openWith(() => {
      const res = ok(ten);
      res.headers.set('X-Total-Count', '39');
      return res;
    });
    await userEvent.setup().type(within(dialog).getByRole('searchbox'), 'боди');
    await within(dialog).findByRole('list', { name: 'Результаты поиска' }, { timeout: 2000 });
    expect(within(dialog).getByRole('status').textContent).toBe('Показаны 10 из 39 товаров');
    expect(within(dialog).getByText('Показаны 10 из 39 товаров', { selector: 'p:not([role])' })).toBeTruthy();
    const all = within(dialog).getByRole('link', { name: /Все результаты \(39\)/ });
    expect(all.getAttribute('href')).toBe('/search/?QUERY=%D0%B1%D0%BE%D0%B4%D0%B8');
  });

  it('says it found them all when the list is the whole answer', async () => {
    const dialog = openWith(() => {
      const res = ok([BODY]);
      res.headers.set('X-Total-Count', '1');
      return res;
    });
    await userEvent.setup().type(within(dialog).getByRole('searchbox'), 'боди');
    await within(dialog).findByRole('list', { name: 'Результаты поиска' }, { timeout: 2000 });
    expect(within(dialog).getByRole('status').textContent).toBe('Найден 1 товар');
  });

  it('tells the shopper in Russian when search refuses too many searches', async () => {
    const dialog = openWith(() => refused('Слишком много поисковых запросов. Попробуйте через 3 с', 429));
    await userEvent.setup().type(within(dialog).getByRole('searchbox'), 'боди');
    const alert = await within(dialog).findByRole('alert', undefined, { timeout: 2000 });
    expect(alert.textContent).toContain('Слишком много поисковых запросов. Попробуйте через 3 с');
  });
});
