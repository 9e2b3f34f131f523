import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SHOP_TITLE } from './support/pages';
import { useTestShop } from './support/shop';

describe('compression', () => {
  const shop = useTestShop();

  it('gzips a page when the browser asks for it', async () => {
    const res = await request(shop().app).get('/').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.text).toContain(SHOP_TITLE);
  });

  it('sends a page uncompressed when the browser does not ask', async () => {
    const res = await request(shop().app).get('/').set('accept-encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toContain(SHOP_TITLE);
  });

  it('gzips the api’s answers through the proxy untouched (the api decides)', async () => {
    const res = await request(shop().app).get('/api/echo/x/').set('accept-encoding', 'gzip');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('ok');
  });
});
