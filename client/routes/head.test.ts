import { describe, expect, it } from 'vitest';
import { clip, notFoundHead } from '../components/seo/head';
import { jsonLdText } from '../components/seo/json-ld';
import { sectionTree } from '../testing/fixtures';
import { matchPage } from './match';
import type { Head } from './route-module';

const BRAND = 'Хлопушки';

/** The head PageSeo shows for an address, with the data of the module's head key when given. */
const seo = (url: string, extra: { data?: unknown; missing?: boolean } = {}): Head => {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  const match = matchPage(pathname, searchParams);
  if (!match || extra.missing) return notFoundHead(BRAND);
  return match.route.head({ ...match.context, origin: 'https://shop.example', brand: BRAND, tree: sectionTree, data: extra.data });
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
