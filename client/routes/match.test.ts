import fs from 'node:fs';
import path from 'node:path';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys, type SwrKey } from '../../shared/api/keys';
import { productDetail } from '../testing/catalog';
import { sectionTree } from '../testing/fixtures';
import { routeModules } from './index';
import { matchPage } from './match';
import type { ReadData } from './route-module';

const at = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  return matchPage(pathname, searchParams);
};
const reader =
  (data: Array<[SwrKey, unknown]>): ReadData =>
  <T>(key: SwrKey) =>
    Object.fromEntries(data.map(([k, v]) => [unstable_serialize(k), v]))[unstable_serialize(key)] as T | undefined;

describe('route modules', () => {
  it('are named by their folders, which the build names page chunks by', () => {
    const routes = path.dirname(new URL(import.meta.url).pathname);
    for (const route of routeModules) expect(fs.existsSync(path.join(routes, route.id, 'route.ts')), route.id).toBe(true);
    expect(new Set(routeModules.map((r) => r.id)).size).toBe(routeModules.length);
  });
});

describe('matchPage', () => {
  it('tells a section, a product in both forms and a promo apart on /shop/{slug}/', () => {
    expect(at('/shop/12-bodi-category/')).toMatchObject({ route: { id: 'section' }, params: { id: 12, code: 'bodi' } });
    expect(at('/shop/5-bodi-molochnyy-product/')).toMatchObject({
      route: { id: 'product' },
      params: { id: 5, code: 'bodi-molochnyy' },
    });
    expect(at('/shop/bodi-molochnyy-product/')).toMatchObject({ route: { id: 'product' }, params: { id: null } });
    expect(at('/shop/leto_2025/')).toMatchObject({ route: { id: 'promo' }, params: { code: 'leto_2025' } });
  });

  it('prefers static segments, as React Router ranks them', () => {
    expect(at('/personal/orders/order/')?.route.id).toBe('orders');
    expect(at('/personal/orders/ABC123/')).toMatchObject({ route: { id: 'order-detail' }, params: { code: 'ABC123' } });
    expect(at('/o-brende/')?.route.id).toBe('about');
    expect(at('/you-and-mama/')).toMatchObject({ route: { id: 'brand' }, params: { product: 'mama' } });
  });

  it('is a 404 for what no module accepts, capitals included', () => {
    for (const path of ['/shop/Bodi!/', '/no/such/page/', '/kontakty-net/', '/SHOP/', '/O-BRENDE/', '/you-and-asdfgh/'])
      expect(at(path), path).toBeNull();
  });

  it('answers an address asked again the same, with the query of each call', () => {
    for (const path of ['/no/such/page/', '/no/such/page/']) expect(at(path), path).toBeNull();
    const first = at('/shop/12-bodi-category/?sort=price');
    const again = at('/shop/12-bodi-category/?PAGEN_1=2');
    expect(again).toMatchObject({ route: { id: 'section' }, params: { id: 12, code: 'bodi' } });
    expect(first?.context.search.get('sort')).toBe('price');
    expect(again?.context.search.get('sort')).toBeNull();
    expect(again?.keys).not.toEqual(first?.keys);
  });
});

describe('a route module’s data', () => {
  it('gives a listing page the keys of the filter in the address, as the page asks for them', () => {
    const page = at('/shop/12-bodi-category/?size=62&size=56&page=1')!;
    expect(page.keys).toEqual({
      listing: keys.listing('bodi', { size: '56,62' }),
      facets: keys.facets({ section: 'bodi' }, { size: '56,62' }),
    });
  });

  it('asks nothing for an empty search', () => {
    const page = at('/search/?QUERY=%20')!;
    expect(page.keys).toEqual({ results: null });
  });

  it('finds a section only when its id and code are in the tree, at any depth', () => {
    const found = (url: string, read = reader([[keys.sectionTree(), sectionTree]])) => {
      const page = at(url)!;
      return page.route.found?.(page.context, read) ?? true;
    };
    expect(found('/shop/7-bodi-category/')).toBe(true);
    expect(found('/shop/999-bodi-category/')).toBe(false);
    // Without the tree the page has the benefit of the doubt; promos are the api's to refuse.
    expect(found('/shop/999-bodi-category/', reader([]))).toBe(true);
    expect(found('/shop/rasprodazha/')).toBe(true);
  });

  it('moves an older or renumbered product address to the canonical one', () => {
    const product = productDetail();
    const redirect = (url: string) => {
      const page = at(url)!;
      return page.route.redirect?.(page.context, reader([[keys.product(product.CODE), product]]));
    };
    expect(redirect(`/shop/${product.CODE}-product/`)).toBe(product.URL);
    expect(redirect(`/shop/999-${product.CODE}-product/`)).toBe(product.URL);
    expect(redirect(product.URL)).toBeNull();
  });
});
