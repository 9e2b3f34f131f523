import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

describe('the /api proxy', () => {
  const shop = useTestShop();

  it('forwards method, path, query, body, cookies and the request id', async () => {
    const res = await request(shop().app)
      .post('/api/echo/basket/add/?id=5')
      .set('Cookie', 'session=xyz; basket=1')
      .set('x-request-id', 'req-proxy-1')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ quantity: 2, name: 'Боди' }));

    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      method: 'POST',
      url: '/api/echo/basket/add/?id=5',
      body: '{"quantity":2,"name":"Боди"}',
      cookie: 'session=xyz; basket=1',
      requestId: 'req-proxy-1',
    });
  });

  it('passes x-forwarded-* so the api sees the shopper', async () => {
    const res = await request(shop().app).get('/api/echo/x/');
    expect(res.body.data.forwardedFor).toMatch(/127\.0\.0\.1/);
    expect(res.body.data.forwardedProto).toBe('http');
    expect(res.body.data.forwardedHost).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('returns the upstream status, body and Set-Cookie', async () => {
    const res = await request(shop().app).get('/api/echo/x/');
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['session=abc; Path=/; HttpOnly']);
    expect(res.body.status).toBe('ok');
  });

  it('passes api errors through untouched', async () => {
    const res = await request(shop().app).get('/api/no-such-call/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', errors: [{ message: 'Не найдено' }], data: null });
  });

  it('gives the api a request id of its own making when the shopper sent none', async () => {
    const res = await request(shop().app).get('/api/echo/x/');
    expect(res.body.data.requestId).toBe(res.headers['x-request-id']);
    expect(res.body.data.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 502 with the envelope when the api is down', async () => {
    await shop().api.close();
    const res = await request(shop().app).post('/api/data/').send({ path: '/' });
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      status: 'error',
      errors: [{ message: 'Сервис временно недоступен, попробуйте позже' }],
      data: null,
    });
  });
});
