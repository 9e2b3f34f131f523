import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { productCard } from '../../testing/catalog';
import { fallbackFor } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const URL = '/personal/favorites/';

function renderFavorites(items: ReturnType<typeof productCard>[], wishlist?: number[]) {
  const fallback: Record<string, unknown> = { ...fallbackFor(URL), [unstable_serialize(keys.block('wishlist', 60))]: { ITEMS: items } };
  if (wishlist) fallback[unstable_serialize(keys.wishlist())] = { ITEMS: wishlist.map((ID) => ({ ID })) };
  return renderApp(URL, fallback);
}

describe('the favourites page', () => {
  it('shows the saved products with pressed hearts', async () => {
    const html = await renderFavorites([productCard()], [12]);
    expect(html).toContain('Боди молочное с коротким рукавом');
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="В избранное"/);
  });

  it('leaves out a product the wishlist no longer has', async () => {
    const html = await renderFavorites([productCard(), productCard({ ID: 13, NAME: 'Боди бежевое' })], [13]);
    expect(html).toContain('Боди бежевое');
    expect(html).not.toContain('Боди молочное с коротким рукавом');
  });

  it('says it is empty and leads to the catalogue', async () => {
    const html = await renderFavorites([]);
    expect(html).toContain('В избранном пока пусто');
    expect(html).toMatch(/<a [^>]*href="\/shop\/"[^>]*>Перейти в каталог<\/a>/);
  });
});
