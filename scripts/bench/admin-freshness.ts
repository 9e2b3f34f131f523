/**
 * Issue 24's freshness case of `npm run bench:admin`: «an edit reaches the storefront's product
 * page, search and feed ≤ 5 s», on the scratch catalogue of 10 000 offers. Over HTTP whatever the
 * bench's mode, as production runs it: the real api (admin-http.ts, production's configuration, its
 * page cache CATALOG_PAGE_CACHE_SECONDS at the default 5 s) and the real storefront in front of it
 * (server/main.ts startServer: its catalogue revision asked every second, redirect table, feed,
 * listening on loopback). The storefront's client build is the test suite's small manifest
 * (test/support/built-assets.ts), written to a temporary PUBLIC_DIR: the pages are rendered on the
 * server from source, so no `npm run build` is needed, and the figures are the server's.
 *
 * Each iteration first reads every surface (so that every cache on the way holds the product as it
 * is, and to check none shows the edit yet), then a staff member, signed in through the api, sends
 * the product form's save (POST /api/admin/products/{id}/: a new price and a new word in the name),
 * and each surface is asked through the storefront every POLL_MS until it shows the edit. The time
 * runs from sending the save to the answer that showed it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { startServer, type RunningServer } from '../../server/main';
import { CSRF_HEADER } from '../../shared/contract/admin/roles';
import { urls } from '../../shared/routes';
import { TEST_ASSETS } from '../../test/support/built-assets';
import type { AdminApi } from './admin-http';

/** Issue 24: a staff edit on the storefront within this long. */
export const FRESH_MS = 5_000;
/** How often a surface is asked while the edit is awaited. */
const POLL_MS = 50;
/** A surface that has not shown the edit by then is given up on (its time is then this long, over the target). */
const GIVE_UP_MS = 3 * FRESH_MS;
/** A new word in the name each iteration, none of them in the demo catalogue. */
const WORDS = ['кувшинка', 'незабудка', 'медуница', 'чистотел', 'подорожник', 'вереск', 'калужница', 'зверобой', 'душица', 'мать-и-мачеха'];
export const FRESHNESS_ITERATIONS_MAX = WORDS.length;

export interface FreshnessTiming {
  name: string;
  target: number;
  /** Each edit's time until the surface showed it, ms. */
  times: number[];
  /** Answers that were not 200 while it was asked (a refused search, a failed page). */
  failures: number;
}

interface Product {
  id: number;
  code: string;
  name: string;
}

/** One edit as the surfaces should show it. */
interface Edit {
  rubles: number;
  word: string;
}

interface Surface {
  name: string;
  /** Whether the storefront's answer shows `edit` now; null when it did not answer 200. */
  shows(edit: Edit): Promise<boolean | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The storefront's surfaces of one product, each read as a shopper's browser or Market's robot reads it. */
function surfaces(shop: string, product: Product): Surface[] {
  const page = urls.product({ ID: product.id, CODE: product.code });
  let searches = 0;
  let feedTag = '';
  let feedBody = '';
  return [
    {
      name: 'Витрина: карточка товара после правки (данные)',
      async shows(edit) {
        const response = await fetch(`${shop}/api/catalog/${product.code}/detail/`);
        if (response.status !== 200) return null;
        const { data } = (await response.json()) as { data: { PRICE: number; NAME: string } };
        return data.PRICE === edit.rubles && data.NAME.includes(edit.word);
      },
    },
    {
      name: 'Витрина: страница товара после правки (HTML)',
      async shows(edit) {
        const response = await fetch(`${shop}${page}`);
        if (response.status !== 200) return null;
        const html = await response.text();
        return html.includes(`"PRICE":${edit.rubles},`) && html.includes(edit.word);
      },
    },
    {
      name: 'Витрина: поиск после правки',
      async shows(edit) {
        // Each search from a shopper of her own (the storefront believes loopback's X-Forwarded-For,
        // the api the storefront's): one address polling would meet search's per-address limit.
        searches++;
        const response = await fetch(`${shop}/api/catalog/search/?query=${encodeURIComponent(edit.word)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(searches >> 8) & 255}.${searches & 255}` },
          body: '{}',
        });
        if (response.status !== 200) return null;
        const { data } = (await response.json()) as { data: { ID: number }[] };
        return data.some((r) => r.ID === product.id);
      },
    },
    {
      name: 'Витрина: фид Яндекс Маркета после правки',
      async shows(edit) {
        // As a robot asks: with the ETag it holds, so an unchanged feed is a 304, not the whole document.
        const response = await fetch(`${shop}/yml.xml`, { headers: feedTag ? { 'if-none-match': feedTag } : {} });
        if (response.status === 200) {
          feedBody = await response.text();
          feedTag = response.headers.get('etag') ?? '';
        } else if (response.status !== 304) return null;
        const offers = feedBody.split('<offer ').filter((o) => o.includes(`<url>`) && o.includes(`${page}</url>`));
        if (offers.length === 0) throw new Error(`в фиде нет предложений товара ${page}`);
        return offers.every((o) => o.includes(`<price>${edit.rubles}</price>`) && o.includes(edit.word));
      },
    },
  ];
}

/** Asks `surface` until it shows `edit`: the time from `start` to the answer that showed it. */
async function untilShown(surface: Surface, edit: Edit, start: number, failed: () => void): Promise<number> {
  for (;;) {
    const asked = performance.now();
    const shows = await surface.shows(edit);
    const now = performance.now();
    if (shows) return now - start;
    if (shows === null) failed();
    if (now - start > GIVE_UP_MS) return now - start;
    await sleep(Math.max(0, POLL_MS - (now - asked)));
  }
}

/** The storefront as server/main.ts starts it, over `apiUrl`, with the test manifest in a PUBLIC_DIR of its own. */
async function startShop(apiUrl: string): Promise<{ shop: RunningServer; close(): Promise<void> }> {
  const publicDir = await mkdtemp(path.join(tmpdir(), 'bench-fresh-'));
  await mkdir(path.join(publicDir, 'assets'));
  await writeFile(path.join(publicDir, 'assets', 'manifest.json'), JSON.stringify(TEST_ASSETS));
  try {
    const shop = await startServer({
      NODE_ENV: 'production',
      API_URL: apiUrl,
      PUBLIC_DIR: publicDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    return {
      shop,
      close: async () => {
        await shop.close();
        await rm(publicDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(publicDir, { recursive: true, force: true });
    throw error;
  }
}

/** The staff's save of the product form, as the panel sends it. */
async function save(api: AdminApi, product: Product, edit: Edit): Promise<void> {
  const response = await fetch(`${api.url}/api/admin/products/${product.id}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: api.cookie, [CSRF_HEADER]: api.csrfToken },
    body: JSON.stringify({ name: `${product.name} ${edit.word}`, priceKopecks: edit.rubles * 100, oldPriceKopecks: null }),
  });
  if (response.status !== 200) throw new Error(`правка товара: ${response.status} ${await response.text()}`);
}

export async function timeFreshness(pool: pg.Pool, api: AdminApi, iterations: number): Promise<FreshnessTiming[]> {
  // The demo shop's first product on sale (the top-up's copies share its name, not its code).
  const { rows } = await pool.query<Product>(
    `SELECT p.id, p.code, p.name FROM products p
      WHERE p.active AND p.code NOT LIKE 'bench-csv-%' AND EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id)
      ORDER BY p.id LIMIT 1`,
  );
  const product = rows[0]!;
  const { shop, close } = await startShop(api.url);
  const watched = surfaces(shop.url, product);
  const timings = watched.map((s): FreshnessTiming => ({ name: s.name, target: FRESH_MS, times: [], failures: 0 }));
  try {
    for (let i = 0; i < Math.min(iterations, WORDS.length); i++) {
      const edit = { rubles: 7_000 + 137 * (i + 1), word: WORDS[i]! };
      // Every surface read as it is: each cache on the way holds the product before the edit.
      for (const s of watched) {
        const shows = await s.shows(edit);
        if (shows !== false) throw new Error(`${s.name}: до правки ${shows === null ? 'ответ не 200' : 'правка уже видна'}`);
      }
      const start = performance.now();
      await save(api, product, edit);
      const times = await Promise.all(watched.map((s, n) => untilShown(s, edit, start, () => timings[n]!.failures++)));
      times.forEach((t, n) => timings[n]!.times.push(t));
    }
  } finally {
    await close();
  }
  return timings;
}
