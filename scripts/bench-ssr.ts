/**
 * `npm run bench:ssr` (builds first): the home page, a section page and a product page over HTTP
 * with compression, against `node dist/main.js` on the embedded database under ./data/bench; then
 * a bare in-process renderToString of each page's tree. Prints one row per page with issue 11's
 * targets checked (pages/s ≥ 0.5 of the bare render's, p99 ≤ 3 × p50, HTML ≤ 60 KB; a miss is
 * marked ✗), then the home page's time to first byte with the user agents of parents' phones and
 * of crawlers, sequentially.
 * Options: --duration <s> per page (8), --connections <n> (20), --render-seconds <s> per page (3),
 * --data-dir <dir> (./data/bench; a new directory gets a fresh demo database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as esbuild from 'esbuild';
import { ROOT } from '../build/paths';
import { nodeOptions } from '../build/server';
import type { ShopState } from '../client/state';
import { readState } from '../server/render/serialize';
import { treeCpuMs } from './bench/cpu-time';
import { pickPages, type BenchPage } from './bench/pages';
import { numberArg, runBench } from './bench/run';
import { startBuiltShop, type ShopProcess } from './built-shop';
import { LEGEND, pageTable, uaTable, type PageFigures, type UaFigures } from './bench/ssr-report';
import { measureSequential, percentile } from './bench/ttfb';
import { CRAWLERS, PEOPLE } from './bench/user-agents';

// React picks its production build when first imported; the render bench imports it later.
process.env.NODE_ENV = 'production';

const DURATION_S = numberArg('--duration', 8, false);
const CONNECTIONS = numberArg('--connections', 20, false);
const RENDER_S = numberArg('--render-seconds', 3, false);
const dataDirAt = process.argv.indexOf('--data-dir');
const DATA_DIR = (dataDirAt >= 0 ? process.argv[dataDirAt + 1] : undefined) ?? './data/bench';
const WARM_UP_S = 2;
const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html' };
/**
 * The sequential requests open the page as a browser does, so they get the 103 Early Hints; the load
 * does not ask for them: autocannon would count each 103 as an answer of its own.
 */
const NAVIGATION = { ...HEADERS, 'sec-fetch-mode': 'navigate' };
const SEQUENTIAL = 100;
const UA_REQUESTS = 30;
const PAGES = 3;

let shop: ShopProcess | undefined;

/** scripts/bench/render.tsx bundled exactly like the server, then imported. */
async function loadRenderBench(): Promise<typeof import('./bench/render')> {
  const outfile = path.join(ROOT, 'dist', 'bench', 'render.js');
  await esbuild.build(nodeOptions('production', path.join(ROOT, 'scripts', 'bench', 'render.tsx'), outfile));
  return (await import(pathToFileURL(outfile).href)) as typeof import('./bench/render');
}

interface HttpRow extends Omit<PageFigures, 'renderRate' | 'renderCpuMs'> {
  page: BenchPage;
  /** What the page handed the client: the in-process render starts from the same data and site. */
  state: ShopState;
}

async function measurePage(shop: ShopProcess, page: BenchPage): Promise<HttpRow> {
  const url = shop.url + page.path;
  const res = await fetch(url);
  const html = await res.text();
  if (res.status !== 200) throw new Error(`${page.path}: ${res.status}`);
  const state = readState(html);
  if (!state) throw new Error(`${page.path}: в странице нет состояния window.__SHOP_STATE__`);

  // Warm-up: JIT, keep-alive pools, the database's caches.
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers: HEADERS });
  const cpuBefore = treeCpuMs(shop.pid);
  const load = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS, timeout: 10 });
  const cpuAfter = treeCpuMs(shop.pid);
  const seq = await measureSequential(url, SEQUENTIAL, NAVIGATION);
  return {
    name: page.name,
    page,
    state,
    rps: load.requests.average,
    latency: [load.latency.p50, load.latency.p99],
    ttfb: [percentile(seq.ttfb, 50), percentile(seq.ttfb, 99)],
    hint: seq.hint.length ? [percentile(seq.hint, 50), percentile(seq.hint, 99)] : null,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, load.requests.total),
    failed: load.non2xx + load.errors + load.timeouts,
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).length,
  };
}

/**
 * The home page opened one after another with each user agent. People get the 103 and the page
 * streamed, crawlers neither (one isbot test decides both: server/render/stream-document.ts).
 */
async function measureUserAgents(shop: ShopProcess): Promise<UaFigures[]> {
  const rows: UaFigures[] = [];
  const agents = Object.entries({ ...PEOPLE, ...CRAWLERS });
  for (const [name, ua] of agents) {
    const seq = await measureSequential(`${shop.url}/`, UA_REQUESTS, { ...NAVIGATION, 'user-agent': ua });
    rows.push({
      name,
      hint: seq.hint.length ? percentile(seq.hint, 50) : null,
      ttfb: [percentile(seq.ttfb, 50), percentile(seq.ttfb, 99)],
      total: percentile(seq.total, 50),
    });
  }
  return rows;
}

async function main() {
  if (!fs.existsSync('dist/main.js')) throw new Error('Нет dist/main.js: сначала npm run build');
  const loadBefore = os.loadavg()[0]!;

  console.log(`Запускаю магазин (node dist/main.js, встроенная база в ${DATA_DIR})…`);
  shop = await startBuiltShop({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR, EARLY_HINTS: 'on' },
    readyPath: '/',
    readyTimeoutMs: 180_000,
    logs: 'pipe',
  });
  const pages = await pickPages(shop.url);

  const http: HttpRow[] = [];
  for (const page of pages) {
    console.log(`${page.name}: ${CONNECTIONS} соединений, ${DURATION_S} с, GET ${page.path} (gzip, br)…`);
    http.push(await measurePage(shop, page));
  }
  console.log(`Главная с браузерами телефонов и роботами, по ${UA_REQUESTS} запросов подряд…`);
  const agents = await measureUserAgents(shop);
  const loadDuring = os.loadavg()[0]!;
  await shop.stop();
  shop = undefined;

  console.log(`renderToString тех же деревьев, по ${RENDER_S} с…`);
  const { benchRenderToString } = await loadRenderBench();
  const rows: PageFigures[] = [];
  for (const row of http) {
    const render = await benchRenderToString(row.state, row.page.path, RENDER_S * 1000);
    rows.push({ ...row, renderRate: render.perSecond, renderCpuMs: render.cpuMs });
  }

  console.log('\n' + pageTable(rows));
  console.log(`\n${CONNECTIONS} connections × ${DURATION_S} s per page, ${SEQUENTIAL} sequential requests per page.\n${LEGEND}`);
  for (const { page } of http) console.log(`${page.name.padEnd(8)} ${page.path}`);
  console.log('\n' + uaTable(agents));
  console.log(`\n/ with each user agent, ${UA_REQUESTS} sequential requests (gzip, Sec-Fetch-Mode: navigate, EARLY_HINTS=on).`);
  // Other work on the machine skews every figure above; say how busy it was.
  console.log(
    `machine: ${os.cpus().length} CPUs, load average (1 min) ${loadBefore.toFixed(1)} before, ${loadDuring.toFixed(1)} after the HTTP runs`,
  );
  return 0;
}

// Whatever happens, the benchmark ends by itself and takes the shop down with it.
runBench(main, (PAGES * (WARM_UP_S + DURATION_S + RENDER_S + 20) + 300) * 1000, async () => shop?.stop());
