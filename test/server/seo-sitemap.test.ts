import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

const ORIGIN = 'https://hlopushki.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('/sitemap.xml and /robots.txt', () => {
  const shop = useTestShop({ env: { PUBLIC_URL: ORIGIN } });

  it('lists the home, brand pages, every section, promo and product with absolute addresses', async () => {
    const res = await request(shop().app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const all = locs(res.text);
    const brandPages = ['/o-brende/', '/informatsiya/', '/kontakty/', '/size/', '/privacy/', '/fashion/', '/lookbook/'];
    for (const path of [
      '/',
      '/shop/',
      ...brandPages,
      '/outlet/',
      '/shop/2-odezhda-category/',
      '/shop/12-bodi-category/',
      '/shop/leto_2025/',
    ]) {
      expect(all).toContain(`${ORIGIN}${path}`);
    }
    // One shopper's pages and search results are nothing to index.
    expect(all.filter((url) => url.includes('/personal/') || url.includes('/search/'))).toEqual([]);
    expect(res.text).toContain(`<url><loc>${ORIGIN}/shop/5-bodi-molochnyy-product/</loc><lastmod>2026-05-01</lastmod></url>`);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('keeps the sitemap for a while instead of asking the api on every request', async () => {
    await request(shop().app).get('/sitemap.xml');
    await request(shop().app).get('/sitemap.xml');
    expect(shop().api.requests.filter((r) => r.url === '/api/catalog/sitemap/')).toHaveLength(1);
  });

  it('answers 503 with a retry time when the api cannot give the data', async () => {
    shop().api.failing.add('/api/catalog/sitemap/');
    const res = await request(shop().app).get('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
  });

  it('allows everything but the personal area and the api, and names the sitemap and the Market feed', async () => {
    const res = await request(shop().app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(
      `User-agent: *\nAllow: /\nAllow: /yml.xml\nDisallow: /personal/\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n` +
        `# Фид для Яндекс Маркета (YML): ${ORIGIN}/yml.xml\n`,
    );
  });

  it.each(['/sitemap.xml', '/robots.txt'])('does not add a trailing slash to %s', async (path) => {
    const res = await request(shop().app).get(path);
    expect(res.status).toBe(200);
  });
});
