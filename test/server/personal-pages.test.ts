import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAKE_ORDER_CODE, fakeBasket } from '../support/fake-order';
import { NOT_FOUND_TEXT } from './support/pages';
import { useTestShop } from './support/shop';

describe('personal pages (issue 4)', () => {
  const shop = useTestShop({}, 'file');

  it.each([
    '/personal/order/',
    '/personal/orders/',
    `/personal/orders/${FAKE_ORDER_CODE}/`,
    `/personal/order/${FAKE_ORDER_CODE}/sbp/`,
    '/personal/basket/',
  ])('%s is stored by no cache, the browser’s included', async (path) => {
    const res = await request(shop().app).get(path).set('user-agent', 'Googlebot');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the other pages revalidated, not unstored', async () => {
    const res = await request(shop().app).get('/o-brende/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('renders the order the api gives for this browser’s cookie', async () => {
    shop().api.requests.length = 0;
    const res = await request(shop().app)
      .get(`/personal/orders/${FAKE_ORDER_CODE}/`)
      .set('cookie', 'sid=guest-1')
      .set('user-agent', 'Googlebot');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`Заказ №${FAKE_ORDER_CODE}`);
    expect(res.text).toContain('Ожидает оплаты');
    const asked = shop().api.requests.find((r) => r.url === `/api/order/get/${FAKE_ORDER_CODE}/`);
    expect(asked?.method).toBe('POST');
    expect(asked?.headers.cookie).toBe('sid=guest-1');
  });

  it('renders the basket’s lines on the server, so the page needs no request after hydration to show them', async () => {
    const res = await request(shop().app).get('/personal/basket/').set('cookie', 'sid=guest-1').set('user-agent', 'Googlebot');
    expect(res.status).toBe(200);
    expect(res.text).toContain(fakeBasket.ITEMS[0]!.PRODUCT.NAME);
    expect(res.text).not.toContain('Загружаем корзину…');
    const asked = shop().api.requests.find((r) => r.url === '/api/basket/');
    expect(asked?.headers.cookie).toBe('sid=guest-1');
  });

  it.each(['/personal/orders/NOPE000000/', '/personal/order/NOPE000000/sbp/'])(
    'answers %s, an order the api does not give this browser, with 404 before the first byte',
    async (path) => {
      const res = await request(shop().app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toContain(NOT_FOUND_TEXT);
    },
  );
});
