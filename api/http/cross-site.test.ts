import { describe, expect, it } from 'vitest';
import { isCrossSite, originOf } from './cross-site';

const ours = new Set(['https://shop.example', 'http://localhost:3000']);

describe('isCrossSite', () => {
  it('refuses a foreign Origin, an opaque one and a repeated header', () => {
    expect(isCrossSite({ origin: 'https://evil.example' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'null' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'https://shop.example, https://evil.example' }, ours)).toBe(true);
    expect(isCrossSite({ origin: 'http://shop.example' }, ours), 'another scheme is another origin').toBe(true);
    expect(isCrossSite({ origin: 'https://shop.example:8443' }, ours), 'another port too').toBe(true);
  });

  it('refuses Sec-Fetch-Site cross-site whatever Origin says, and same-site without one of our origins', () => {
    expect(isCrossSite({ secFetchSite: 'cross-site' }, ours)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'Cross-Site' }, ours)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'cross-site', origin: 'https://shop.example' }, ours)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-site' }, ours)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-site', origin: 'https://blog.shop.example' }, ours)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-site', origin: 'https://shop.example' }, ours)).toBe(false);
  });

  it('lets through our own pages, a typed address and requests with neither header', () => {
    expect(isCrossSite({}, ours)).toBe(false);
    expect(isCrossSite({ secFetchSite: 'same-origin' }, ours)).toBe(false);
    expect(isCrossSite({ secFetchSite: 'none' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'https://shop.example', secFetchSite: 'same-origin' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'https://shop.example:443' }, ours), 'the default port is the same origin').toBe(false);
  });

  it("takes the browser's same-origin verdict over an Origin it cannot match", () => {
    // Our own form under Referrer-Policy: no-referrer; our host behind a TLS proxy the storefront does not trust.
    expect(isCrossSite({ origin: 'null', secFetchSite: 'same-origin' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'https://alias.example', secFetchSite: 'same-origin' }, ours)).toBe(false);
    expect(isCrossSite({ origin: 'https://evil.example', secFetchSite: 'unknown-value' }, ours)).toBe(true);
  });
});

describe('originOf', () => {
  it('writes an origin as a browser does, and nothing for what is not one', () => {
    expect(originOf('https://Shop.Example:443/path?q')).toBe('https://shop.example');
    expect(originOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(originOf('null')).toBeNull();
    expect(originOf('')).toBeNull();
  });
});
