import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

describe('static files', () => {
  const shop = useTestShop();

  it('caches hashed bundles forever', async () => {
    const res = await request(shop().app).get('/assets/entry-ABCD1234.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache an asset without a hash', async () => {
    const res = await request(shop().app).get('/assets/manifest.json');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker uncached and allowed to control the whole site', async () => {
    const res = await request(shop().app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('serves the manifest, icons and fonts with a cache', async () => {
    for (const path of ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/fonts/nunito-first-400-normal.woff2']) {
      const res = await request(shop().app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/^public, max-age=\d+$/);
    }
  });

  it('lists no directory', async () => {
    for (const path of ['/assets/', '/icons/', '/fonts/']) {
      const res = await request(shop().app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).not.toContain('entry-ABCD1234');
    }
  });

  it('answers a missing file with a plain 404', async () => {
    const res = await request(shop().app).get('/icons/missing.png');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('does not serve files outside the public folder', async () => {
    const res = await request(shop().app).get('/assets/..%2F..%2Fpackage.json');
    expect(res.status).not.toBe(200);
  });
});
