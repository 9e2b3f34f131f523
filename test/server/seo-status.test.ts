import request from 'supertest';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { keys } from '../../shared/api/keys';
import { fakeProductDetail, fakeSearchPage } from '../support/fake-catalog';
import { NOT_FOUND_TEXT, pageTitle } from './support/pages';
import { useTestShop } from './support/shop';
import { fallbackOf } from './support/state';

describe('page data and status decided before the first byte', () => {
  const shop = useTestShop();

  it('prefetches the product with the layout and hands it to the client under its key', async () => {
    const res = await request(shop().app).get('/shop/5-bodi-molochnyy-product/');
    expect(res.status).toBe(200);
    expect(fallbackOf(res.text)[unstable_serialize(keys.product('bodi-molochnyy'))]).toEqual(fakeProductDetail);
  });

  it('prefetches the search page of the query and page in the address', async () => {
    const res = await request(shop().app).get('/search/?QUERY=%D0%B1%D0%BE%D0%B4%D0%B8&page=2');
    expect(fallbackOf(res.text)[unstable_serialize(keys.searchPage('боди', 2))]).toEqual(fakeSearchPage('боди', 2));
  });

  it('answers 404 when the api knows no product with that code', async () => {
    const res = await request(shop().app).get('/shop/9-no-such-thing-product/').set('user-agent', 'Googlebot');
    expect(res.status).toBe(404);
    expect(res.text).toContain(`<title>${pageTitle(NOT_FOUND_TEXT)}</title>`);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers 404 for a promo the api does not know', async () => {
    const res = await request(shop().app).get('/shop/no_such_promo/');
    expect(res.status).toBe(404);
  });

  it('keeps 200 when only a layout call answered 404', async () => {
    shop().api.failing.clear();
    const res = await request(shop().app).get('/o-brende/').set('Cookie', 'sid=abc');
    expect(res.status).toBe(200);
  });

  it('sends the older /shop/{code}-product/ to the canonical address with 301, query kept', async () => {
    const res = await request(shop().app).get('/shop/bodi-molochnyy-product/?utm_source=vk&size=62');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop/5-bodi-molochnyy-product/?utm_source=vk&size=62');
  });

  it('sends a product address with a stale id to the canonical one', async () => {
    const res = await request(shop().app).get('/shop/77-bodi-molochnyy-product/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/shop/5-bodi-molochnyy-product/');
  });

  it('answers the older form of an unknown product with 404, not a redirect', async () => {
    const res = await request(shop().app).get('/shop/no-such-thing-product/');
    expect(res.status).toBe(404);
  });

  it('asks for the wishlist only when the shopper has a session', async () => {
    await request(shop().app).get('/o-brende/');
    expect(shop().api.requests.some((r) => r.url.startsWith('/api/wishlist/'))).toBe(false);

    const res = await request(shop().app).get('/o-brende/').set('Cookie', 'sid=token-1');
    const call = shop().api.requests.find((r) => r.url.startsWith('/api/wishlist/'));
    expect(call?.headers.cookie).toBe('sid=token-1');
    expect(fallbackOf(res.text)[unstable_serialize(keys.wishlist())]).toEqual({ ITEMS: [] });
  });
});
