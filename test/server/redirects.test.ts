import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OUTLET_PATH } from '../../shared/routes';
import { useTestShop } from './support/shop';

describe('redirects (spec §2.2)', () => {
  const shop = useTestShop();

  const expectRedirect = async (from: string, to: string) => {
    const res = await request(shop().app).get(from);
    expect(res.status, from).toBe(301);
    expect(res.headers.location, from).toBe(to);
  };

  it('sends /personal/cart/ to the basket with 301', async () => {
    await expectRedirect('/personal/cart/', '/personal/basket/');
  });

  it('sends the old newborn "all goods" section to the outlet with 301', async () => {
    await expectRedirect('/shop/dlya_novorozhdennykh/vse_tovary/', OUTLET_PATH);
  });

  it('sends a legacy path from the api table to its canonical address', async () => {
    await expectRedirect('/shop/odezhda/bodi/', '/shop/12-bodi-category/');
  });

  it('adds a trailing slash with 301', async () => {
    await expectRedirect('/o-brende', '/o-brende/');
    await expectRedirect('/shop/12-bodi-category', '/shop/12-bodi-category/');
  });

  it('collapses double slashes with 301', async () => {
    await expectRedirect('/shop//12-bodi-category/', '/shop/12-bodi-category/');
    await expectRedirect('/personal///orders/', '/personal/orders/');
  });

  it('keeps the query string', async () => {
    await expectRedirect('/search?QUERY=bodi&page=2', '/search/?QUERY=bodi&page=2');
    await expectRedirect('/personal/cart/?utm_source=mail', '/personal/basket/?utm_source=mail');
    await expectRedirect('/shop/odezhda/bodi/?sort=new', '/shop/12-bodi-category/?sort=new');
  });

  it('chains the rules into one redirect', async () => {
    await expectRedirect('/personal//cart?x=1', '/personal/basket/?x=1');
    await expectRedirect('/shop/odezhda/bodi', '/shop/12-bodi-category/');
    await expectRedirect('/shop/dlya_novorozhdennykh/vse_tovary', OUTLET_PATH);
  });

  it.each([
    '/assets/entry.js',
    '/images/photo.jpg',
    '/icons/icon.png',
    '/favicon.ico',
    '/favicon.svg',
    '/sitemap.xml',
    '/data.json',
    '/images/photo.webp',
    '/api/data/getStaticInfo',
    '/_loading',
    '/_webpack/hmr',
    '/_nuxt/app',
    '/sitemap',
  ])('does not add a slash to %s', async (path) => {
    const res = await request(shop().app).get(path);
    expect(res.status).not.toBe(301);
  });

  it('does not redirect a canonical page', async () => {
    const res = await request(shop().app).get('/o-brende/');
    expect(res.status).toBe(200);
  });

  it('uses the table as the api changes it, after a reload', async () => {
    shop().api.redirects = [{ from: '/shop/igrushki/', to: '/shop/40-igrushki-category/' }];
    await shop().redirects.load();
    await expectRedirect('/shop/igrushki/', '/shop/40-igrushki-category/');
  });

  it('keeps the table it has when a reload fails', async () => {
    shop().api.failing.add('/api/data/redirects/');
    expect(await shop().redirects.load()).toBe(false);
    await expectRedirect('/shop/odezhda/bodi/', '/shop/12-bodi-category/');
  });

  it('redirects HEAD too but leaves other methods alone', async () => {
    expect((await request(shop().app).head('/o-brende')).status).toBe(301);
    expect((await request(shop().app).post('/o-brende')).status).toBe(404);
  });
});
