import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

describe('request id', () => {
  const shop = useTestShop();

  it('keeps the id a proxy in front of us sent and echoes it', async () => {
    const res = await request(shop().app).get('/healthz').set('x-request-id', 'lb-42');
    expect(res.headers['x-request-id']).toBe('lb-42');
  });

  it('makes an id when none came', async () => {
    const res = await request(shop().app).get('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an id that could forge log lines', async () => {
    const res = await request(shop().app).get('/healthz').set('x-request-id', 'a b"c');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same id to the api for every call of one page', async () => {
    // A page that needs only the layout's three calls (the home page adds its blocks).
    const res = await request(shop().app).get('/o-brende/');
    const ids = shop().api.requests.filter((r) => r.url !== '/api/data/redirects/').map((r) => r.headers['x-request-id']);
    expect(ids.length).toBe(3);
    expect(new Set(ids)).toEqual(new Set([res.headers['x-request-id']]));
  });
});
