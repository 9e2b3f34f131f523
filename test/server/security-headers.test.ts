import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { HSTS } from '../../server/middleware/security-headers';
import { useTestShop } from './support/shop';

describe('framing and HSTS headers', () => {
  const shop = useTestShop({}, 'file');

  it('forbids framing outright, as CSP frame-ancestors does (X-Frame-Options: DENY)', async () => {
    const res = await request(shop().app).get('/');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends no HSTS over plain HTTP', async () => {
    for (const path of ['/', '/healthz', '/robots.txt']) {
      const res = await request(shop().app).get(path);
      expect(res.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('sends HSTS when the request came over HTTPS through a proxy TRUST_PROXY trusts (loopback here)', async () => {
    const res = await request(shop().app).get('/').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    // A proxy that says it took plain HTTP gets none.
    const plain = await request(shop().app).get('/').set('X-Forwarded-Proto', 'http');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS with TRUST_PROXY=none', () => {
  const shop = useTestShop({ env: { TRUST_PROXY: 'none' } }, 'file');

  it('believes no X-Forwarded-Proto: a client that writes https itself over HTTP gets no HSTS', async () => {
    const res = await request(shop().app).get('/').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
