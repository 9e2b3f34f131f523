import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../support/database';
import { expectEnvelope, expectRussianMessage, refusalMessage } from '../../support/envelope';

/**
 * What the malformed-input test found answering 500: a NUL reached PostgreSQL, which refuses the
 * whole query. Each is now refused by its schema (shared/contract/input.ts) with a 400.
 */
describe('input with characters nobody types', () => {
  const api = useTestApi({ per: 'file' });

  const refused: Array<[string, () => request.Test]> = [
    ['a product code in the path', () => request(api().app).get('/api/catalog/bodi%00/detail/')],
    ['a promo code in the path', () => request(api().app).get('/api/catalog/filter-promo/novinki%00/')],
    ['a colour of the filter', () => request(api().app).get('/api/catalog/?color=%00belyy')],
    ['a size of the facets', () => request(api().app).get('/api/catalog/filter/?size=62%00')],
    ['the promo of the facets', () => request(api().app).get('/api/catalog/filter/?promo=%00')],
    ['the gift card text', () => request(api().app).get('/api/basket/setGift/?message=%00')],
    ['a coupon', () => request(api().app).get('/api/basket/setCoupon/?coupon=SKIDKA10%00')],
    [
      'a name in a form',
      () => request(api().app).post('/api/form/callback/').send({ name: 'Анна\u0000', phone: '9991234567', consent: true }),
    ],
    [
      'a lone surrogate in a one-click order',
      () =>
        request(api().app)
          .post('/api/order/fastOrder/')
          .set('content-type', 'application/json')
          .send('{"name":"\\ud800","phone":"9991234567","consent":true,"idempotencyKey":"abcdefgh12","offerId":1}'),
    ],
    [
      'a payment id the sandbox bank names',
      () => request(api().app).post('/api/payment/notify/sandbox/').send({ paymentId: 'x\u0000', status: 'succeeded' }),
    ],
  ];

  it.each(refused)('refuses %s with 400 and a Russian message', async (_name, send) => {
    const response = await send();
    refusalMessage(response, 400);
    for (const error of response.body.errors) expectRussianMessage(error.message);
  });

  it('names the field that holds them', async () => {
    const response = await request(api().app).get('/api/basket/setCoupon/?coupon=%00');
    expect(response.body.errors).toEqual([{ message: 'Промокод: недопустимые символы', customData: { field: 'coupon' } }]);
  });

  it('still searches, leaving them out (a search is never refused)', async () => {
    const response = await request(api().app).post('/api/catalog/search/?query=%00%D0%B1%D0%BE%D0%B4%D0%B8');
    expect(response.status).toBe(200);
    expect(expectEnvelope(response)).not.toEqual([]);
  });

  it('refuses a path that is not UTF-8 before any call, and lets no cache keep the answer', async () => {
    for (const path of ['/api/order/get/%C0%AF/', '/api/catalog/%/detail/', '/api/basket/%ED%A0%80/']) {
      const response = await request(api().app).get(path);
      refusalMessage(response, 400, path);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});
