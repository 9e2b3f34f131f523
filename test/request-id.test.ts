/**
 * Both services mount the request log of shared/node/request-log.ts (its own test holds the
 * cases): the id sent from in front of them is echoed, one is made when none came, and the
 * storefront passes a page's id on to the api.
 */
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/database';
import { useTestShop } from './server/support/shop';

/** The mounted case for either service; `path` is one of its own. */
function answersWithRequestIds(app: () => Express, path: string) {
  it(`echoes the id sent from in front of it and makes one when none came (${path})`, async () => {
    expect((await request(app()).get(path).set('x-request-id', 'lb-42')).headers['x-request-id']).toBe('lb-42');
    expect((await request(app()).get(path)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
}

describe('request ids of the api', () => {
  const api = useTestApi({ per: 'file' });
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
