// @vitest-environment happy-dom
import { fetchMock } from '../../testing/fetch-mock';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { ok, renderInShop } from '../../testing/dom';
import { FavoriteButton } from './FavoriteButton';

describe('the product page’s «В избранное»', () => {
  it('says «В избранном» once the product is there, and «В избранное» again when taken out', async () => {
    const user = userEvent.setup();
    let items: Array<{ ID: number }> = [];
    fetchMock.mockImplementation(async () => {
      items = items.length ? [] : [{ ID: 7 }];
      return ok({ ITEMS: items });
    });
    renderInShop(<FavoriteButton productId={7} look="wide" />, { fallback: { [unstable_serialize(keys.wishlist())]: { ITEMS: [] } } });
    const button = screen.getByRole('button', { name: 'В избранное' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'В избранном' })).toBe(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'В избранное' })).toBe(button);
  });
});
