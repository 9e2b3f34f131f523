import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

describe('Content-Security-Policy with a per-request nonce', () => {
  const shop = useTestShop();

  const nonceOf = (csp: string) => /script-src 'nonce-([^']+)'/.exec(csp)?.[1];

  it('puts the header nonce on every script and style of the page', async () => {
    const res = await request(shop().app).get('/');
    const nonce = nonceOf(res.headers['content-security-policy']!);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);

    // JSON-LD is a data block the browser never runs, so CSP does not apply to it.
    const scripts = (res.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const styles = res.text.match(/<style\b[^>]*>/g) ?? [];
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('makes a new nonce for every request', async () => {
    const a = nonceOf((await request(shop().app).get('/')).headers['content-security-policy']!);
    const b = nonceOf((await request(shop().app).get('/')).headers['content-security-policy']!);
    expect(a).not.toBe(b);
  });

  it('allows nothing else to run and no framing', async () => {
    const csp = (await request(shop().app).get('/')).headers['content-security-policy']!;
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain("script-src 'unsafe-inline'");
  });
});
