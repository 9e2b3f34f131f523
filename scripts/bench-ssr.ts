/**
 * `npm run bench:ssr` (builds first): the home page over HTTP with compression, against
 * `node dist/main.js` on the embedded database under ./data/bench, then a bare in-process
 * renderToString of the same tree; prints requests/s, latency, TTFB and their ratio.
 * Options: --duration <s> (10), --connections <n> (20), --render-seconds <s> (5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import * as esbuild from 'esbuild';
import { ROOT } from '../build/paths';
import { nodeOptions } from '../build/server';
import { fallbackFromApi, fallbackFromHtml } from './bench/fallback';
import { startShop, type ShopProcess } from './bench/shop-process';
import { measureSequential, percentile } from './bench/ttfb';

// React picks its production build when first imported; the render bench imports it later.
process.env.NODE_ENV = 'production';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION_S = arg('--duration', 10);
const CONNECTIONS = arg('--connections', 20);
const RENDER_S = arg('--render-seconds', 5);
const PATH = '/';
const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html' };
const SEQUENTIAL = 200;

let shop: ShopProcess | undefined;

// Whatever happens, the benchmark ends by itself and takes the shop down with it.
const watchdog = setTimeout(() => {
  console.error('Бенчмарк не уложился в отведённое время, останавливаю');
  void finish(2);
}, (DURATION_S + RENDER_S + 300) * 1000);

async function finish(code: number): Promise<never> {
  clearTimeout(watchdog);
  await shop?.stop();
  process.exit(code);
}

/** scripts/bench/render.tsx bundled exactly like the server, then imported. */
async function loadRenderBench(): Promise<typeof import('./bench/render')> {
  const outfile = path.join(ROOT, 'dist', 'bench', 'render.js');
  await esbuild.build(nodeOptions('production', path.join(ROOT, 'scripts', 'bench', 'render.tsx'), outfile));
  return (await import(pathToFileURL(outfile).href)) as typeof import('./bench/render');
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  if (!fs.existsSync('dist/main.js')) throw new Error('Нет dist/main.js: сначала npm run build');

  console.log('Запускаю магазин (node dist/main.js, встроенная база в ./data/bench)…');
  shop = await startShop(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: './data/bench', PORT: '0' },
    180_000,
  );
  const url = shop.url + PATH;

  const page = await fetch(url);
  const html = await page.text();
  const fallback = fallbackFromHtml(html) ?? (await fallbackFromApi(shop.url, PATH));

  // Warm-up: JIT, keep-alive pools, the database's caches.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: HEADERS });
  console.log(`Нагрузка: ${CONNECTIONS} соединений, ${DURATION_S} с, GET ${PATH} с accept-encoding: gzip, br…`);
  const load = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS, timeout: 10 });
  const seq = await measureSequential(url, SEQUENTIAL, HEADERS);
  // The same without compression, to see what compressing costs per answer.
  const plain = await measureSequential(url, SEQUENTIAL, { ...HEADERS, 'accept-encoding': 'identity' });
  const load1 = os.loadavg()[0]!;
  await shop.stop();
  shop = undefined;

  console.log(`renderToString того же дерева, ${RENDER_S} с…`);
  const { benchRenderToString } = await loadRenderBench();
  const render = await benchRenderToString(fallback, PATH, RENDER_S * 1000);

  const ratio = load.requests.average / render.perSecond;
  const rows: Array<[string, string]> = [
    ['HTTP requests/s (mean)', load.requests.average.toFixed(0)],
    ['HTTP latency p50 / p99', `${ms(load.latency.p50)} / ${ms(load.latency.p99)}`],
    ['HTTP answers 2xx / other / errors', `${load['2xx']} / ${load.non2xx} / ${load.errors + load.timeouts}`],
    [`TTFB p50 / p99 (${SEQUENTIAL} sequential)`, `${ms(percentile(seq.ttfb, 50))} / ${ms(percentile(seq.ttfb, 99))}`],
    ['first body chunk p50 / p99', `${ms(percentile(seq.firstChunk, 50))} / ${ms(percentile(seq.firstChunk, 99))}`],
    ['whole answer p50 / p99', `${ms(percentile(seq.total, 50))} / ${ms(percentile(seq.total, 99))}`],
    ['status / content-encoding', `${seq.status} / ${seq.encoding}`],
    ['whole answer p50 / p99, uncompressed', `${ms(percentile(plain.total, 50))} / ${ms(percentile(plain.total, 99))}`],
    ['HTML size (identity)', `${(html.length / 1024).toFixed(1)} K chars, fallback keys: ${Object.keys(fallback).length}`],
    ['renderToString/s (in process)', render.perSecond.toFixed(0)],
    ['renderToString document size', `${(render.chars / 1024).toFixed(1)} K chars`],
    ['ratio HTTP req/s ÷ renderToString/s', ratio.toFixed(2)],
    // Other work on the machine skews every figure above; say how busy it was.
    ['machine: CPUs / load average (1 min)', `${os.cpus().length} / ${load1.toFixed(1)}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\n' + rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));
  await finish(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void finish(1);
});
