import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestShop, TEST_ASSETS, type TestShop } from './support/shop';
import { loadedModules } from './support/loaded-modules';

const ASSETS = {
  ...TEST_ASSETS,
  entry: '/assets/entry-ABCD1234.js',
  entryImports: ['/assets/chunk-SHARED11.js'],
  pages: { about: ['/assets/chunk-ABOUT111.js', '/assets/chunk-SHARED11.js'], basket: ['/assets/chunk-BASKET11.js'] },
};

// docs/decisions/021-first-paint.md: the modules load after the first paint, named by the bootstrap script.
describe('module loading', () => {
  let shop: TestShop;
  afterEach(() => shop.close());

  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('loads the entry, its chunks and the page’s own chunks, each once, from the bootstrap script', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const res = await request(shop.app).get('/o-brende/');
    const modules = loadedModules(res.text);
    expect(modules[0]).toBe('/assets/entry-ABCD1234.js');
    expect(modules.slice(1).sort()).toEqual(['/assets/chunk-ABOUT111.js', '/assets/chunk-SHARED11.js']);
    // Nothing in the markup fetches a module before the first paint.
    expect(res.text).not.toMatch(/<link[^>]*rel="modulepreload"|<script[^>]*type="module"/);
    // The script that loads them carries the nonce the CSP allows, and passes it on (strict-dynamic).
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy']!)![1];
    const loader = /<script([^>]*)>\(\(\)=>\{/.exec(res.text);
    expect(loader?.[1]).toContain(`nonce="${nonce}"`);
  });

  it('preloads the font in <head>: the first paint’s text waits for it', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const head = headOf((await request(shop.app).get('/o-brende/')).text);
    expect(head.match(/<link[^>]*nunito-first-400-normal\.woff2/g)).toHaveLength(1);
  });

  // docs/decisions/033-main-thread.md: Emotion moves and re-inserts its own tags while hydrating;
  // @font-face rules among them made the browser lay the whole page out again, twice.
  it('defines the fonts once in <head>, outside the tags Emotion adopts, and the base styles in the tag <Global> adopts', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const head = headOf((await request(shop.app).get('/o-brende/')).text);
    const styles = [...head.matchAll(/<style([^>]*)>(.*?)<\/style>/g)].map(([, attributes = '', css = '']) => ({ attributes, css }));
    const withFonts = styles.filter((s) => s.css.includes('@font-face'));
    expect(withFonts).toHaveLength(1);
    expect(withFonts[0]!.attributes).not.toContain('data-emotion');
    // 4 weights × the first-screen file and the rest of Latin (034), and the 4 fallback faces.
    expect(withFonts[0]!.css.match(/@font-face/g)).toHaveLength(12);
    expect(styles.filter((s) => /data-emotion="css-global \w+"/.test(s.attributes))).toHaveLength(1);
  });

  it('loads nothing of other pages', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const modules = loadedModules((await request(shop.app).get('/no-such-page/')).text);
    expect(modules).not.toContain('/assets/chunk-BASKET11.js');
    expect(modules).not.toContain('/assets/chunk-ABOUT111.js');
  });
});
