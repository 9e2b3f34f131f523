/**
 * `npm run bench:lighthouse` (builds first): Lighthouse 12, mobile with its default simulated
 * throttling, against the built shop (`node dist/main.js`) on a scratch database (./data/bench-lighthouse,
 * removed at the end), driving the system Chromium (/usr/bin/chromium or CHROMIUM_PATH). Pages: the home
 * page, a section, a product, a search and the basket with two lines (a session made through the api,
 * its cookie sent with every request). Each run is a first visit: nothing is closed, so the promo poster
 * counts as the issue measures it. Prints the median of each figure per page.
 * Options: --runs <n> (3), --page </path/> (only that page; any path of the shop), --save <dir> (each
 * run's full JSON report there, to read the trace's LCP breakdown, shifts and long tasks, and
 * its unthrottled trace beside it as <page>-<run>.trace.json, to open in Chromium's Performance panel),
 * --base <dir> (a directory whose ./dist is another build, e.g. main's, with node_modules and
 * api/db/migrations beside it: both are served on one database and their runs alternate, the order
 * swapped every run, so both see the same minutes of a shared machine; a table per build),
 * --port <n> (first of the ports the shops listen on; free ones by default).
 * A run Lighthouse could not record is tried again.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../api/db/database';
import { formatSummary, summarize, type LighthouseRun, type PageSummary } from './bench/lighthouse-summary';
import { startBuilds } from './bench/builds';
import { browserPages } from './bench/pages';
import { numberArg, runBench, stringArg } from './bench/run';
import { scratchDatabase } from './bench/scratch-database';
import type { ShopProcess } from './built-shop';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const RUNS = numberArg('--runs', 3);
const ONLY_PAGE = stringArg('--page');
const SAVE_DIR = stringArg('--save');
const BASE_DIR = stringArg('--base');
const FIRST_PORT = numberArg('--port', 0);

let database: Database | undefined;
const shops: ShopProcess[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;

async function cleanUp(): Promise<void> {
  chrome?.kill();
  await Promise.all(shops.map((s) => s.stop()));
  await database?.close();
}

/** Lighthouse could not record the page (NO_NAVSTART, NO_FCP…): a loaded machine, not the shop. */
class RunFailed extends Error {}

/** A run, tried again up to twice when Lighthouse could not record the trace; any other error stops. */
async function lighthouseRunWithRetry(url: string, port: number, cookie?: string, saveAs?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, port, cookie, saveAs);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt === 3) throw error;
      console.log(`  не записался (${error.message.split(': ')[1]}), повторяю…`);
    }
  }
}

async function lighthouseRun(url: string, port: number, cookie?: string, saveAs?: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse не вернул отчёт для ${url}`);
  const { lhr } = result;
  if (saveAs) {
    writeFileSync(saveAs, JSON.stringify(lhr));
    // The unthrottled trace Lighthouse simulated from: what ran before the observed first paint.
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new RunFailed(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The issue's targets are for Lighthouse's defaults: a phone and simulated slow 4G with 4× CPU slowdown.
  const { formFactor, throttlingMethod } = lhr.configSettings;
  if (formFactor !== 'mobile' || throttlingMethod !== 'simulate') throw new Error(`Не те настройки: ${formFactor}, ${throttlingMethod}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => (lhr.categories[id]?.score ?? NaN) * 100;
  // Failing: a scored audit of the category below full marks (manual and not-applicable ones have no score).
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a !== undefined && a.score !== null && a.score < 1)
    .map((a) => a!.id);
  return {
    performance: score('performance'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    failing,
  };
}

async function main() {
  database = await scratchDatabase('./data/bench-lighthouse', 'bench_lighthouse');
  const builds = await startBuilds({
    databaseUrl: database.url,
    baseDir: BASE_DIR,
    firstPort: FIRST_PORT,
    names: { base: 'base', branch: 'branch', alone: '' },
    started: shops,
  });
  const url = builds[0]!.shop.url;
  // One session for all builds: they share the database, so the basket is the same.
  const chosen = await browserPages(url, database, ONLY_PAGE);

  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const rows = new Map<string, PageSummary[]>(builds.map((b) => [b.name, []]));
  for (const page of chosen) {
    const runs = new Map<string, LighthouseRun[]>(builds.map((b) => [b.name, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const build of i % 2 === 1 ? builds : [...builds].reverse()) {
        const label = [page.name, build.name, String(i)].filter(Boolean).join('-');
        console.log(`${decodeURI(page.path)}${build.name ? ` (${build.name})` : ''}: прогон ${i} из ${RUNS}…`);
        const saveAs = SAVE_DIR && path.join(SAVE_DIR, `${label.replace(/[^\p{L}\d-]+/gu, '_')}.json`);
        runs.get(build.name)!.push(await lighthouseRunWithRetry(build.shop.url + page.path, chrome.port, page.cookie, saveAs));
      }
    }
    for (const build of builds) rows.get(build.name)!.push(summarize(decodeURI(page.path), runs.get(build.name)!));
  }

  for (const build of builds) {
    console.log(`\nLighthouse 12, мобильный, стандартное замедление; медиана ${RUNS} прогонов${build.name ? `; ${build.name}` : ''}:\n`);
    console.log(formatSummary(rows.get(build.name)!));
  }
  console.log(
    `\nНагрузка машины (loadavg 1/5/15 мин): ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ядер: ${os.cpus().length}`,
  );
  return 0;
}

runBench(main, 30 * 60_000, cleanUp);
