import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './support/shop';

const ASSETS = {
  entry: '/assets/entry-ABCD1234.js',
  entryImports: ['/assets/chunk-SHARED11.js'],
  pages: { about: ['/assets/chunk-ABOUT111.js', '/assets/chunk-SHARED11.js'], basket: ['/assets/chunk-BASKET11.js'] },
};

describe('module preloads', () => {
  let shop: TestShop;
  afterEach(() => shop.close());

  const preloadsOf = (html: string) => {
    const head = html.slice(0, html.indexOf('</head>'));
    return [...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  };

  it('preloads the entry, its chunks and the page’s own chunks in <head>, each once', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const res = await request(shop.app).get('/o-brende/');
    expect(preloadsOf(res.text).sort()).toEqual(
      ['/assets/chunk-ABOUT111.js', '/assets/chunk-SHARED11.js', '/assets/entry-ABCD1234.js'].sort(),
    );
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy']!)![1];
    for (const tag of res.text.match(/<link rel="modulepreload"[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('names the font before any module: the first paint’s text waits for it, the modules can wait', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const head = (await request(shop.app).get('/o-brende/')).text.split('</head>')[0]!;
    const font = head.indexOf('href="/fonts/nunito-cyrillic-400-normal.woff2"');
    expect(font).toBeGreaterThan(0);
    expect(head.lastIndexOf('<link', font)).toBeLessThan(head.indexOf('rel="modulepreload"'));
    expect(head.match(/<link[^>]*nunito-cyrillic-400-normal\.woff2/g)).toHaveLength(1);
  });

  it('preloads nothing of other pages', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const res = await request(shop.app).get('/no-such-page/');
    expect(preloadsOf(res.text)).not.toContain('/assets/chunk-BASKET11.js');
    expect(preloadsOf(res.text)).not.toContain('/assets/chunk-ABOUT111.js');
  });
});
