import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

describe('/healthz and /readyz', () => {
  const shop = useTestShop();

  it('/healthz answers 200 while the process is up, even without the api', async () => {
    await shop().api.close();
    const res = await request(shop().app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', errors: [], data: { up: true } });
  });

  it('/readyz answers 200 when the api is ready', async () => {
    const res = await request(shop().app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('/readyz answers 503 when the api is not ready', async () => {
    shop().api.ready = false;
    const res = await request(shop().app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('error');
    expect(res.body.errors[0].message).toMatch(/[А-Яа-я]/);
  });

  it('/readyz answers 503 when the api is down', async () => {
    await shop().api.close();
    expect((await request(shop().app).get('/readyz')).status).toBe(503);
  });
});
