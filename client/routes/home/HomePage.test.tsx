import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/api/keys';
import { productCard, reviews } from '../../testing/catalog';
import { fallbackFor } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

describe('the main page', () => {
  it('shows new and popular products and parents’ reviews', async () => {
    const html = await renderApp('/', {
      ...fallbackFor('/'),
      [unstable_serialize(keys.block('new', 8))]: { ITEMS: [productCard()] },
      [unstable_serialize(keys.block('popular', 8))]: { ITEMS: [productCard({ ID: 13, NAME: 'Боди бежевое' })] },
      [unstable_serialize(keys.reviews())]: reviews,
    });
    expect(html).toContain('aria-label="Новинки"');
    expect(html).toContain('aria-label="Популярное"');
    expect(html).toContain('Боди бежевое');
    expect(html).toContain('Отзывы родителей');
    expect(html).toContain('aria-label="Оценка 5 из 5"');
    expect(html).toMatch(/<a [^>]*href="\/shop\/12-bodi-molochnoe-product\/"[^>]*>[\s\S]*?Боди молочное<\/span><\/a>/);
  });

  it('leaves the blocks out when the api gave nothing', async () => {
    const html = await renderApp('/');
    expect(html).not.toContain('aria-label="Новинки"');
    expect(html).not.toContain('Отзывы родителей');
  });
});
