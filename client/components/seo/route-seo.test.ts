import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../shared/routes';
import { sectionTree } from '../../testing/fixtures';
import { jsonLdText } from './json-ld';
import { clip } from './pages';
import { routeSeo } from './route-seo';

const seo = (url: string, extra: { data?: unknown; missing?: boolean } = {}) => {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  return routeSeo({ match: matchRoute(pathname), pathname, search: searchParams, origin: 'https://shop.example', brand: 'Хлопушки', tree: sectionTree, ...extra });
};

describe('the head of a page from its route and data', () => {
  it('names ordinary pages «{Page} — {brand}» and keeps the home page’s own title', () => {
    expect(seo('/').title).toBe('Одежда для детей | интернет-магазин');
    expect(seo('/o-brende/').title).toBe('О бренде — Хлопушки');
    expect(seo('/shop/5-novorozhdennye_bodi-category/').title).toBe('Боди — Хлопушки');
  });

  it('keeps page numbers but not filters in the canonical address', () => {
    expect(seo('/shop/7-bodi-category/?size=62&sort=new').canonical).toBe('/shop/7-bodi-category/');
    expect(seo('/shop/7-bodi-category/?page=3&size=62').canonical).toBe('/shop/7-bodi-category/?page=3');
  });

  it('is a not-found head for an unknown section, an api 404 and an unmatched address', () => {
    for (const head of [seo('/shop/99-nothing-category/'), seo('/shop/1-x-product/', { missing: true }), seo('/no/such/page/')]) {
      expect(head).toEqual({ title: 'Страница не найдена — Хлопушки', robots: 'noindex' });
    }
  });

  it('keeps personal pages and search results out of search engines', () => {
    expect(seo('/personal/basket/').robots).toBe('noindex, nofollow');
    expect(seo('/search/?QUERY=боди').robots).toBe('noindex, follow');
  });
});

describe('jsonLdText', () => {
  it('escapes what could end the script, and reads back as the same data', () => {
    const value = { name: '</script><!-- & \u2028' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('clip', () => {
  it('cuts long text at a word with an ellipsis and leaves short text alone', () => {
    expect(clip('коротко')).toBe('коротко');
    const long = clip('слово '.repeat(60), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('слово…')).toBe(true);
  });
});
