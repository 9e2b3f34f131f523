import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BRAND_LINES } from '../../client/routes/brand/route';
import { NOT_FOUND_TEXT, pageTitle } from './support/pages';
import { useTestShop } from './support/shop';

describe('the 404 page (spec §2.9)', () => {
  const shop = useTestShop();

  it.each(['/no-such-page/', '/shop/!!!/', '/shop/12-bodi-category/extra/', '/personal/orders/ABC/extra/'])(
    'answers %s with status 404 and the shop page saying so',
    async (path) => {
      const res = await request(shop().app).get(path).set('user-agent', 'Googlebot');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<html lang="ru">');
      expect(res.text).toContain(`<title>${pageTitle(NOT_FOUND_TEXT)}</title>`);
      expect(res.text).toContain(NOT_FOUND_TEXT);
    },
  );

  it.each(['/shop/999-nope-category/', '/shop/12-wrong-category/', '/shop/no_such_promo/'])(
    'answers %s, which names no section of the tree, with status 404',
    async (path) => {
      const res = await request(shop().app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain(NOT_FOUND_TEXT);
    },
  );

  it('answers a brand page of a product line the shop does not have with 404 and the error page', async () => {
    const res = await request(shop().app).get('/you-and-asdfgh/');
    expect(res.status).toBe(404);
    expect(res.text).toContain(`<title>${pageTitle(NOT_FOUND_TEXT)}</title>`);
    expect(res.text).toContain(NOT_FOUND_TEXT);
    expect(res.text).not.toContain('Вы и Asdfgh');
  });

  it.each(BRAND_LINES.map((line) => `/you-and-${line}/`))('still answers the brand page %s with 200', async (path) => {
    const res = await request(shop().app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(NOT_FOUND_TEXT);
  });

  it('answers a missing file with a plain 404, not the shop page', async () => {
    const res = await request(shop().app).get('/assets/chunk-GONE1234.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).not.toContain('<html');
  });

  it('answers a POST to a page with 404', async () => {
    const res = await request(shop().app).post('/o-brende/').send({ a: 1 });
    expect(res.status).toBe(404);
  });
});
