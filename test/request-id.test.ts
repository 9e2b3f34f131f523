/**
 * Both services answer with the request id of shared/node/request-log.ts: kept when whoever is in
 * front of them (a load balancer, the storefront) sent a plain one, made otherwise.
 */
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/database';
import { useTestShop } from './server/support/shop';

/** The same cases for either service; `path` is one of its own calls. */
function answersWithRequestIds(app: () => Express, path: string) {
  it.each(['web-1234.abcd', 'lb-42'])('keeps the id %s sent from in front of it and echoes it', async (id) => {
    const res = await request(app()).get('/healthz').set('x-request-id', id);
    expect(res.headers['x-request-id']).toBe(id);
  });

  it(`makes an id when none came (${path})`, async () => {
    const res = await request(app()).get(path);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['a b<script>', 'a b"c'])('replaces %s, which is not a plain token and could forge log lines', async (id) => {
    const res = await request(app()).get('/healthz').set('x-request-id', id);
    expect(res.headers['x-request-id']).not.toContain('<');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
}

describe('request ids of the api', () => {
  const api = useTestApi();
  answersWithRequestIds(() => api().app, '/api/catalog/section-list/');
});

describe('request ids of the storefront', () => {
  const shop = useTestShop();
  answersWithRequestIds(() => shop().app, '/healthz');

  it('sends the same id to the api for every call of one page', async () => {
    // A page that needs only the layout's three calls (the home page adds its blocks).
    const res = await request(shop().app).get('/o-brende/');
    const ids = shop()
      .api.requests.filter((r) => r.url !== '/api/data/redirects/')
      .map((r) => r.headers['x-request-id']);
    expect(ids.length).toBe(3);
    expect(new Set(ids)).toEqual(new Set([res.headers['x-request-id']]));
  });
});
