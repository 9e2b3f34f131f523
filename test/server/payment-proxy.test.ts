import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../server/config';
import { startFakeApi, type FakeApi } from '../support/fake-api';
import { useFresh } from '../support/lifetime';
import { useTestShop } from './support/shop';

describe('the payment back-end behind the storefront', () => {
  const paymentApi = useFresh(
    () => startFakeApi(),
    (api) => api.close(),
  );
  const shop = useTestShop(() => ({ env: { PAYMENT_API_URL: paymentApi().url } }));

  const urls = (api: FakeApi) => api.requests.map((r) => `${r.method} ${r.url}`);

  it('sends the payment calls to PAYMENT_API_URL, with the cookie and body', async () => {
    await request(shop().app).get('/api/order/getPaymentByOrderCode/7KQ2M9XW4P/').set('Cookie', 'sid=abc');
    await request(shop().app)
      .post('/api/payment/notify/yookassa/')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ event: 'payment.succeeded', object: { id: 'p-1' } }));
    await request(shop().app).post('/api/payment/sandbox/7KQ2M9XW4P/pay/');

    expect(urls(paymentApi())).toEqual([
      'GET /api/order/getPaymentByOrderCode/7KQ2M9XW4P/',
      'POST /api/payment/notify/yookassa/',
      'POST /api/payment/sandbox/7KQ2M9XW4P/pay/',
    ]);
    expect(paymentApi().requests[0]!.headers.cookie).toBe('sid=abc');
    expect(JSON.parse(paymentApi().requests[1]!.body)).toEqual({ event: 'payment.succeeded', object: { id: 'p-1' } });
    expect(urls(shop().api).filter((u) => u.includes('ayment'))).toEqual([]);
  });

  it('sends everything else, orders included, to API_URL', async () => {
    await request(shop().app).post('/api/order/get/7KQ2M9XW4P/').send({});
    await request(shop().app).get('/api/order/list/');
    await request(shop().app).get('/api/basket/');
    await request(shop().app).get('/api/paymentsomething/');

    expect(urls(shop().api)).toEqual(
      expect.arrayContaining(['POST /api/order/get/7KQ2M9XW4P/', 'GET /api/order/list/', 'GET /api/basket/', 'GET /api/paymentsomething/']),
    );
    expect(paymentApi().requests).toEqual([]);
  });
});

describe('PAYMENT_API_URL', () => {
  it('defaults to API_URL, also the one main.ts sets for a single process', () => {
    expect(parseServerConfig({ API_URL: 'http://127.0.0.1:45678' }).PAYMENT_API_URL).toBe('http://127.0.0.1:45678');
    expect(parseServerConfig({}).PAYMENT_API_URL).toBe('http://127.0.0.1:3001');
  });

  it('stays where it is set', () => {
    const config = parseServerConfig({ API_URL: 'http://127.0.0.1:45678', PAYMENT_API_URL: 'https://pay.example.ru' });
    expect(config.PAYMENT_API_URL).toBe('https://pay.example.ru');
  });

  it('must be an address', () => {
    expect(() => parseServerConfig({ PAYMENT_API_URL: 'pay' })).toThrow(/PAYMENT_API_URL должен быть адресом/);
  });
});
