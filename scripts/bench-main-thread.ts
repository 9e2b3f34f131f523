/**
 * `npm run bench:main-thread` (builds first): what the browser's main thread does while a page loads,
 * in Chromium's own counters, which separate two builds where Lighthouse's TBT (±100 ms between runs of
 * one build here) cannot. Each load is a first visit in a fresh context at 412×823 with a 4× CPU
 * slowdown, measured until `load` + 2.5 s: `Performance.getMetrics` (style recalc, layout, script, all
 * tasks) and the long tasks after the first contentful paint (Σ(task − 50 ms): the observed TBT at 4×).
 * Pages: home, a section, a product, a search, the basket with two lines.
 * Options: --loads <n> (6 per page and build), --page </path/>, --base <dir> (a directory whose ./dist
 * is another build, e.g. main's: both are served on one database and loaded alternately, the order
 * swapped every load, so both see the same minutes of a shared machine), --port <n> (first of the ports
 * the shops listen on; free ones by default).
 */
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import type { Database } from '../api/db/database';
import { formatMainThread, measureLoad } from './bench/main-thread';
import { startBuilds } from './bench/builds';
import { browserPages } from './bench/pages';
import { numberArg, runBench, stringArg } from './bench/run';
import { scratchDatabase } from './bench/scratch-database';
import type { ShopProcess } from './built-shop';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { alternatingLoads } from './bench/phone-loads';
import { toolConfig } from '../build/tool-config';

const LOADS = numberArg('--loads', 6);
const FIRST_PORT = numberArg('--port', 0);
const ONLY_PAGE = stringArg('--page');
const BASE_DIR = stringArg('--base');

let database: Database | undefined;
const shops: ShopProcess[] = [];
let browser: Browser | undefined;

async function cleanUp(): Promise<void> {
  await browser?.close();
  await Promise.all(shops.map((s) => s.stop()));
  await database?.close();
}

async function main() {
  database = await scratchDatabase(toolConfig().DATA_DIR ?? './data/bench-main-thread', 'bench_main_thread');
  const builds = await startBuilds({
    databaseUrl: database.url,
    baseDir: BASE_DIR,
    firstPort: FIRST_PORT,
    names: { base: 'база', branch: 'эта сборка', alone: 'эта сборка' },
    started: shops,
  });

  // One basket session for all builds: they share the database, so the basket is the same.
  const chosen = await browserPages(builds[0]!.shop.url, database, ONLY_PAGE);

  const launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  browser = launched;
  const figures = await alternatingLoads(
    chosen,
    builds,
    LOADS,
    (page, build) => measureLoad(launched, build.shop.url + page.path, page.cookie),
    (page) => console.log(`${decodeURI(page.path)}: ${LOADS} загрузок готово`),
  );

  console.log(`\nГлавный поток Chromium, 4× CPU, 412×823, load + 2,5 с; среднее ${LOADS} загрузок (медиана TBT):\n`);
  console.log(formatMainThread(figures));
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`\nНагрузка машины (loadavg 1/5/15 мин): ${load.join(' ')}; ядер: ${os.cpus().length}`);
  return 0;
}

runBench(main, 30 * 60_000, cleanUp);
