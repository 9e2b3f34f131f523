import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAKE_PRODUCT_NAME, fakeProductCard } from '../support/fake-catalog';
import { pageTitle, SHOP_TITLE } from './support/pages';
import { useTestShop } from './support/shop';

const ORIGIN = 'https://hlopushki.example';

/** The page's <head>, where React hoists the title, meta and link tags. */
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
const metaOf = (head: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('the head of each page: title, canonical, Open Graph, JSON-LD', () => {
  const shop = useTestShop({ env: { PUBLIC_URL: `${ORIGIN}/` } });

  it('gives the home page the shop’s title (spec §1), once, with the site search for search engines', async () => {
    const res = await request(shop().app).get('/');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    const head = headOf(res.text);
    expect(head).toContain(`<title>${SHOP_TITLE}</title>`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    expect(metaOf(head, 'property', 'og:locale')).toBe('ru_RU');
    expect(metaOf(head, 'property', 'og:site_name')).toBe('Органик Кидс');
    expect(jsonLdOf(res.text)[0]).toMatchObject({ '@type': 'WebSite', url: `${ORIGIN}/` });
  });

  it('names a section page after the section, with its crumbs as a BreadcrumbList', async () => {
    const res = await request(shop().app).get('/shop/12-bodi-category/?sort=price_asc');
    const head = headOf(res.text);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${pageTitle('Боди')}</title>`);
    // Filters and sorts are views of one page: the canonical address has none of them.
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/shop/12-bodi-category/"/>`);
    const crumbs = jsonLdOf(res.text).find((ld) => ld['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Магазин', item: `${ORIGIN}/shop/` },
      { '@type': 'ListItem', position: 3, name: 'Одежда', item: `${ORIGIN}/shop/2-odezhda-category/` },
      { '@type': 'ListItem', position: 4, name: 'Боди', item: `${ORIGIN}/shop/12-bodi-category/` },
    ]);
  });

  it('describes a product with Open Graph and a Product with one offer per size', async () => {
    const res = await request(shop().app).get('/shop/5-bodi-molochnyy-product/').set('user-agent', 'Googlebot');
    const head = headOf(res.text);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(head, 'property', 'og:type')).toBe('product');
    expect(metaOf(head, 'property', 'og:url')).toBe(`${ORIGIN}/shop/5-bodi-molochnyy-product/`);
    expect(metaOf(head, 'property', 'og:image')).toBe(`${ORIGIN}${fakeProductCard.PREVIEW_PICTURE}`);
    expect(metaOf(head, 'name', 'description')).toMatch(/^Боди «Молочное» /);

    const product = jsonLdOf(res.text).find((ld) => ld['@type'] === 'Product');
    expect(product).toMatchObject({
      name: FAKE_PRODUCT_NAME,
      sku: 'bodi-molochnyy',
      color: fakeProductCard.COLOR.NAME,
      brand: { '@type': 'Brand', name: 'Органик Кидс' },
      offers: [
        { '@type': 'Offer', name: 'Размер 62', price: '1290.00', priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', name: 'Размер 68', price: '1290.00', priceCurrency: 'RUB', availability: 'https://schema.org/OutOfStock' },
      ],
    });
  });

  it('escapes names in JSON-LD so that none can close the script', async () => {
    const res = await request(shop().app).get('/shop/5-bodi-molochnyy-product/');
    const blocks = [...res.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).not.toMatch(/[<>&]/);
    expect(blocks.join('')).toContain('\\u003c/script\\u003e');
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('keeps search results and personal pages out of search engines', async () => {
    const search = headOf((await request(shop().app).get('/search/?QUERY=%D0%B1%D0%BE%D0%B4%D0%B8')).text);
    expect(search).toContain(`<title>${pageTitle('Поиск: «боди»')}</title>`);
    expect(metaOf(search, 'name', 'robots')).toBe('noindex, follow');
    const basket = headOf((await request(shop().app).get('/personal/basket/')).text);
    expect(metaOf(basket, 'name', 'robots')).toBe('noindex, nofollow');
  });

  it('puts the page’s own head in the streamed shell, not after the page', async () => {
    // A browser (not a bot) gets the shell first: the title must already be in <head> there.
    const res = await request(shop().app).get('/o-brende/').set('user-agent', 'Mozilla/5.0 Chrome/130');
    expect(headOf(res.text)).toContain(`<title>${pageTitle('О бренде')}</title>`);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
  });
});
