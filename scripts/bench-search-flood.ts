/**
 * `npm run bench:search-flood` (builds first): does the shop stay fast for everyone else while
 * search is flooded (issue 21, abuse 10)? Against `node dist/main.js` on the embedded database under
 * ./data/bench-flood, a few shoppers load the home page, a section, a product, the basket page and
 * the basket's own call one after another, and their latency is measured in four runs:
 *   1. quiet: nothing else;
 *   2. one address floods search: --connections (1000) concurrent long searches from 203.0.113.66;
 *   3. many addresses flood search: the same, each request from an address of its own (the limit
 *      per address does not stop it; the api's searches at once do);
 *   4. one address floods with the search limits off (the shop as it was before them), for comparison.
 * Prints p50/p95/p99 per call and run, and what the flood got (answers a second, by status).
 * Options: --duration <s> per run (10), --connections <n> (1000), --shoppers <n> (4).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { pickPages } from './bench/pages';
import { machineLoadLine, numberArg, runBench } from './bench/run';
import { formatTable, type CallStats } from './bench/timing';
import { basketCookie, shoppersLoop, type ShopperCall } from './bench/shoppers';
import { startBuiltShop, type ShopProcess } from './built-shop';

const DURATION_S = numberArg('--duration', 10);
const CONNECTIONS = numberArg('--connections', 1000);
const SHOPPERS = numberArg('--shoppers', 4);
const DATA_DIR = './data/bench-flood';
const FLOODER = '203.0.113.66';
/** A long query with typos: eight words, trigram matches for each (the dearest search there is). */
const LONG_QUERY = 'бежевыи бодии ползунуи шапочкаа комбинезончик полотенчико леггинсыы футболочкаа';
const UNLIMITED = {
  SEARCHES_PER_IP_SECOND: '1000000',
  SEARCH_BURST_PER_IP_MINUTE: '1000000',
  SEARCH_CONCURRENCY: '100000',
  SEARCH_QUEUE: '100000',
};

let shop: ShopProcess | undefined;

async function start(env: Record<string, string>): Promise<ShopProcess> {
  return startBuiltShop({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR, ...env },
    readyPath: '/',
    readyTimeoutMs: 180_000,
    logs: 'pipe',
  });
}

/** A random documentation address (TEST-NET-2), one per request: a flood from many addresses. */
const anyAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

interface FloodFigures {
  perSecond: number;
  byStatus: string;
}

/** The flood: POST /api/catalog/search/ through the storefront as a browser sends it, for `DURATION_S`. */
async function flood(url: string, manyAddresses: boolean): Promise<FloodFigures> {
  const result = await autocannon({
    url: `${url}/api/catalog/search/?query=${encodeURIComponent(LONG_QUERY)}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    headers: { accept: 'application/json', 'x-forwarded-for': FLOODER },
    ...(manyAddresses
      ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': anyAddress() } }) }] }
      : {}),
  });
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');
  return { perSecond: result.requests.average, byStatus: `${byStatus}${result.errors ? `, ошибок: ${result.errors}` : ''}` };
}

/** The shoppers' calls, measured for `DURATION_S`, alone or beside a flood. */
async function run(name: string, calls: ShopperCall[], during?: () => Promise<FloodFigures>): Promise<CallStats[]> {
  console.log(`${name}…`);
  const measuring = shoppersLoop(shop!.url, calls, SHOPPERS, DURATION_S * 1000);
  const floodFigures = during ? await during() : null;
  const stats = await measuring;
  if (floodFigures) console.log(`  поиск: ${floodFigures.perSecond.toFixed(0)} ответов/с (${floodFigures.byStatus})`);
  return stats.map((s) => ({ ...s, name: `${name}: ${s.name}` }));
}

async function main() {
  if (!fs.existsSync('dist/main.js')) throw new Error('Нет dist/main.js: сначала npm run build');
  console.log(`Запускаю магазин (node dist/main.js, встроенная база в ${DATA_DIR})…`);
  shop = await start({});
  const pages = await pickPages(shop.url);
  const cookie = await basketCookie(shop.url);
  const calls: ShopperCall[] = [
    ...pages.map((p) => ({ name: p.name, path: p.path })),
    { name: 'basket page', path: '/personal/basket/', cookie },
    { name: 'GET /api/basket/', path: '/api/basket/', cookie },
  ];
  // Warm-up: JIT, pools, the database's caches.
  await shoppersLoop(shop.url, calls, SHOPPERS, 3000);

  const rows: CallStats[] = [];
  rows.push(...(await run('тихо', calls)));
  rows.push(...(await run('поиск с одного адреса', calls, () => flood(shop!.url, false))));
  rows.push(...(await run('поиск со многих адресов', calls, () => flood(shop!.url, true))));
  await shop.stop();
  shop = await start(UNLIMITED);
  await shoppersLoop(shop.url, calls, SHOPPERS, 3000);
  rows.push(...(await run('с одного адреса, без ограничений', calls, () => flood(shop!.url, false))));

  console.log(`\n${SHOPPERS} покупателей подряд; поток: ${CONNECTIONS} соединений, ${DURATION_S} с на прогон\n`);
  console.log(formatTable(rows, Infinity));
  console.log(`\n${machineLoadLine()}`);
  const failed = rows.filter((r) => r.failures > 0);
  if (failed.length > 0) console.log(`Ответы покупателям не 200: ${failed.map((r) => `${r.name} (${r.failures})`).join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

runBench(main, 15 * 60_000, async () => {
  await shop?.stop();
});
