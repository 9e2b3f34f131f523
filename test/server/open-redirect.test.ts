import { describe, expect, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { useTestShop } from './support/shop';

/** A Location the browser resolves against our own origin: one '/', then neither '/' nor '\'. */
const SAME_ORIGIN_PATH = /^\/[^/\\]/;

describe('redirects never leave the site', () => {
  const shop = useTestShop({}, 'file');

  it.each([
    '//evil.com',
    '//evil.com/',
    '///evil.com',
    '////evil.com/path?x=1',
    '/\\evil.com',
    '/\\/evil.com/',
    '/%2F%2Fevil.com',
    '/%2F%2Fevil.com/',
    '/%5Cevil.com',
    '/%5C%5Cevil.com/',
    '//evil.com/%2F..',
    '/shop//evil.com',
  ])('%s stays on our origin', async (path) => {
    const res = await rawRequest(shop().app, { method: 'GET', path });
    if (res.status === 301) {
      expect(res.headers.location).toMatch(SAME_ORIGIN_PATH);
      // Resolved the way a browser does, the address keeps our host.
      const resolved = new URL(res.headers.location!, 'http://shop.test/');
      expect(resolved.host).toBe('shop.test');
    } else {
      expect([200, 404]).toContain(res.status);
    }
  });

  it('collapses a protocol-relative path into a local one', async () => {
    const res = await rawRequest(shop().app, { method: 'GET', path: '//evil.com/' });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.com/');
  });

  it('treats a backslash as the slash a browser would see', async () => {
    const res = await rawRequest(shop().app, { method: 'GET', path: '/\\evil.com/' });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.com/');
  });

  it('ignores a legacy table entry that points off the site', async () => {
    shop().api.redirects = [{ from: '/shop/old/', to: '//evil.com/' }];
    await shop().redirects.load();
    const res = await rawRequest(shop().app, { method: 'GET', path: '/shop/old/' });
    expect(res.status).not.toBe(301);
  });
});
