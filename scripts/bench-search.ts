/**
 * `npm run bench:search`: the search and listing calls on a 10,000-product catalogue. Starts a
 * scratch embedded PostgreSQL (./data/bench-search, removed at the end), migrates, seeds the demo
 * shop, adds a generated catalogue, then times in-process HTTP calls to the api app (createApp on
 * a loopback port, one keep-alive connection, one call at a time) and prints p50/p95/max per call.
 * Target: p95 under 20 ms. Options: --products <n> (10000), --iterations <n> (200).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from '../api/app';
import { parseApiConfig } from '../api/config';
import { machineLoadLine, numberArg, runBench } from './bench/run';
import type { Database } from '../api/db/database';
import { scratchDatabase } from './bench/scratch-database';
import { benchTargets, insertBenchCatalogue } from './bench/search-catalogue';
import { formatTable, measure, type CallStats } from './bench/timing';

const PRODUCTS = numberArg('--products', 10_000);
const ITERATIONS = numberArg('--iterations', 200);
const WARM_UP = 30;
const TARGET_P95_MS = 20;
const DATABASE = 'bench_search';

/** Typical shopper queries: word forms, colours, typos, a partial word, a phrase. */
const QUERIES = [
  'боди',
  'бежевые ползунки',
  'бодик',
  'ползунуи',
  'шапочка с ушками',
  'голубой',
  'комбинезон из флиса',
  'футболка для мамы',
  'полотенце',
  'леггинсы молочные',
];

let database: Database | undefined;
let server: Server | undefined;

async function cleanUp(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close();
}

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

async function main() {
  const started = performance.now();
  database = await scratchDatabase('./data/bench-search', DATABASE);
  await insertBenchCatalogue(database.db, PRODUCTS);
  const { rows } = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE active');
  console.log(
    `Каталог: ${rows[0]!.n} товаров (${((performance.now() - started) / 1000).toFixed(1)} с на запуск базы, миграции и наполнение)`,
  );

  const targets = await benchTargets(database.db);
  // One address asking one search after another as fast as it can: the per-address limit would
  // refuse all but a few a second, and these are the calls' own costs, not the limit's.
  const config = parseApiConfig({
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    SEARCHES_PER_IP_SECOND: '100000',
    SEARCH_BURST_PER_IP_MINUTE: '100000',
  });
  const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), config });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const filter = { size: targets.sizes.join(','), color: targets.colour, available: 'Y', sort: 'price_asc' };
  const calls: Array<{ name: string; paths: string[]; method?: string }> = [
    ...QUERIES.map((query) => ({ name: `search «${query}»`, paths: [q('/catalog/search/', { query })], method: 'POST' })),
    {
      name: 'search-pagen (10 queries, page 1–2)',
      paths: QUERIES.flatMap((query) => ['1', '2'].map((page) => q('/catalog/search-pagen/', { query, page }))),
    },
    { name: `listing /${targets.bigSection}/`, paths: [`/catalog/${targets.bigSection}/`] },
    {
      name: `listing /${targets.bigSection}/ + filters`,
      paths: [q(`/catalog/${targets.bigSection}/`, filter), q(`/catalog/${targets.bigSection}/`, { ...filter, page: '2' })],
    },
    { name: 'listing whole catalogue, sort new', paths: [q('/catalog/', { sort: 'new' })] },
    { name: 'facets (section + filters)', paths: [q('/catalog/filter/', { ...filter, section: targets.bigSection })] },
    { name: 'product detail-complex (50 products)', paths: targets.productCodes.map((code) => `/catalog/${code}/detail-complex/`) },
  ];

  console.log(`Замеры: ${ITERATIONS} вызовов каждого после ${WARM_UP} на разогрев, по одному за раз…\n`);
  const results: CallStats[] = [];
  for (const call of calls) {
    results.push(await measure(call.name, base, call.paths, { method: call.method, warmUp: WARM_UP, iterations: ITERATIONS }));
  }
  console.log(formatTable(results, TARGET_P95_MS));
  console.log(`\n${machineLoadLine()}`);

  const over = results.filter((r) => r.p95 > TARGET_P95_MS);
  const failed = results.filter((r) => r.failures > 0);
  console.log(
    `Цель: p95 < ${TARGET_P95_MS} мс. ${over.length === 0 ? 'Все вызовы укладываются.' : `Не укладываются: ${over.map((r) => r.name).join(', ')}.`}`,
  );
  if (failed.length > 0) console.log(`Ответы не 200: ${failed.map((r) => `${r.name} (${r.failures})`).join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

runBench(main, 15 * 60_000, cleanUp);
