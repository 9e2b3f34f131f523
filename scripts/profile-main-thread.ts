/**
 * `npx tsx scripts/profile-main-thread.ts` (after `SHOP_KEEP_NAMES=1 npm run build`, so that React's and
 * our functions keep their names): where the main thread's time goes after the first paint, from
 * CDP CPU profiles of first visits. It splits the samples by what React was doing (the hydration's
 * render, its commit, the passive effects and, inside them, any synchronous re-render) and names
 * the components rendered synchronously after hydration with their time, so that a change to what
 * re-renders at mount can be measured alone. Loads unthrottled by default (attribution; `--cpu 4`
 * for the phone's slowdown).
 * Options: --loads <n> (5), --page </path/> (all five of bench:main-thread), --base <dir>, --port <n>,
 * --cpu <rate> (1), --save <dir> (keeps each profile as <page>-<build>-<n>.cpuprofile, for DevTools).
 */
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import type { Database } from '../api/db/database';
import { startBuilds } from './bench/builds';
import { browserPages } from './bench/pages';
import { profileLoad, summarise } from './bench/profile';
import { numberArg, runBench, stringArg } from './bench/run';
import { table } from './bench/table';
import { scratchDatabase } from './bench/scratch-database';
import type { ShopProcess } from './built-shop';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { alternatingLoads } from './bench/phone-loads';
import { toolConfig } from '../build/tool-config';

const LOADS = numberArg('--loads', 5);
const FIRST_PORT = numberArg('--port', 0);
const CPU = numberArg('--cpu', 1);
const ONLY_PAGE = stringArg('--page');
const BASE_DIR = stringArg('--base');
const SAVE_DIR = stringArg('--save');

let database: Database | undefined;
const shops: ShopProcess[] = [];
let browser: Browser | undefined;

async function cleanUp(): Promise<void> {
  await browser?.close();
  await Promise.all(shops.map((s) => s.stop()));
  await database?.close();
}

async function main() {
  if (SAVE_DIR) fs.mkdirSync(SAVE_DIR, { recursive: true });
  database = await scratchDatabase(toolConfig().DATA_DIR ?? './data/profile-main-thread', 'profile_main_thread');
  const builds = await startBuilds({
    databaseUrl: database.url,
    baseDir: BASE_DIR,
    firstPort: FIRST_PORT,
    names: { base: 'база', branch: 'эта сборка', alone: 'эта сборка' },
    started: shops,
  });
  const chosen = await browserPages(builds[0]!.shop.url, database, ONLY_PAGE);
  const launched = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  browser = launched;

  const figures = await alternatingLoads(chosen, builds, LOADS, (page, build, i) => {
    const saveAs = SAVE_DIR && `${SAVE_DIR}/${page.name}-${build.name === 'база' ? 'base' : 'branch'}-${i}.cpuprofile`;
    return profileLoad(launched, build.shop.url + page.path, CPU, page.cookie, saveAs);
  });

  console.log(`\nCPU-профиль после первой отрисовки, CPU ×${CPU}, среднее ${LOADS} загрузок, мс:\n`);
  const head = ['страница', 'сборка', 'модули', 'гидратация', 'commit', 'passive', 'sync render', 'localStorage', 'всё'];
  const rows = [...figures].map(([key, loads]) => [...key.split('\t'), ...summarise(loads).map((n) => n.toFixed(1))]);
  console.log(table(head, rows, 2));
  for (const [key, loads] of figures) {
    const components = new Map<string, number>();
    for (const load of loads)
      for (const [name, ms] of load.syncComponents) components.set(name, (components.get(name) ?? 0) + ms / loads.length);
    const top = [...components].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`${key.replace('\t', ' / ')}: sync render — ${top.map(([n, ms]) => `${n} ${ms.toFixed(1)}`).join(', ') || 'нет'}`);
  }
  console.log(
    `\nНагрузка машины (loadavg 1/5/15 мин): ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  return 0;
}

runBench(main, 30 * 60_000, cleanUp);
