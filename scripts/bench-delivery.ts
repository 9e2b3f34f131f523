/**
 * `npm run bench:delivery`: the pickup points kept locally (issue 25). Starts a scratch embedded
 * PostgreSQL (./data/bench-delivery, removed at the end), migrates, seeds the demo shop, then:
 * loads 5 000 carrier points (one city of 500) into `pickup_points` and loads them again changed,
 * each sync timed (one transaction), while one shopper after another asks the 500-point city's
 * list (its p95 and max during the load: the storefront keeps answering); then times the api's
 * cities and points calls on their own. Targets: a sync ≤ 5 s, the city's points ≤ 20 ms p95.
 * Options: --points <n> (5000), --iterations <n> (200).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino } from 'pino';
import { createApp } from '../api/app';
import { parseApiConfig } from '../api/config';
import type { Database } from '../api/db/database';
import { listCityPoints } from '../api/delivery/points';
import { syncPickupPoints } from '../api/delivery/service';
import { BIG_CITY, carrierPoints, listingCarrier } from './bench/carrier-points';
import { machineLoadLine, numberArg, runBench } from './bench/run';
import { scratchDatabase } from './bench/scratch-database';
import { formatTable, measure, percentile, timed, type CallStats } from './bench/timing';

const POINTS = numberArg('--points', 5_000);
const ITERATIONS = numberArg('--iterations', 200);
const WARM_UP = 30;
const TARGET_P95_MS = 20;
const TARGET_SYNC_MS = 5_000;

let database: Database | undefined;
let server: Server | undefined;

async function cleanUp(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.close();
}

/** Asks `url` one call after another until `done` settles: each call's time and status. */
async function askMeanwhile(url: string, done: Promise<unknown>): Promise<CallStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  let failures = 0;
  while (!finished) {
    const { ms, status } = await timed(agent, url, 'GET');
    times.push(ms);
    if (status !== 200) failures++;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    name: 'points of the city during the sync',
    count: times.length,
    failures,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  };
}

async function main() {
  database = await scratchDatabase('./data/bench-delivery', 'bench_delivery');
  const config = parseApiConfig({ NODE_ENV: 'production', DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
  const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), config });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const cityPath = `/delivery/points/?city=${BIG_CITY.cityCode}`;

  let list = carrierPoints(POINTS);
  const carrier = listingCarrier(() => list);
  const syncs: Array<{ name: string; ms: number; figures: unknown }> = [];
  const sync = async (name: string) => {
    const started = performance.now();
    const figures = await syncPickupPoints(database!.db, carrier);
    syncs.push({ name, ms: performance.now() - started, figures });
  };
  console.log(`Загружаю ${POINTS} пунктов (в городе «${BIG_CITY.city}» 500)…`);
  await sync('first load');
  await measure('warm-up', base, [cityPath], { warmUp: WARM_UP, iterations: 1 });

  // The next day's list: every schedule changed and a tenth of the points gone, as shoppers ask the city's list.
  list = list.filter((_, i) => i % 10 !== 9).map((p) => ({ ...p, schedule: 'ежедневно 08:00–22:00' }));
  const reload = sync('reload (all changed, a tenth closed)');
  const during = await askMeanwhile(base + cityPath, reload);
  await reload;

  const results: CallStats[] = [during];
  const calls: Array<{ name: string; paths: string[] }> = [
    { name: `points of a ${500}-point city`, paths: [cityPath] },
    {
      name: 'points searched by street',
      paths: [`${cityPath}&q=${encodeURIComponent('баумана')}`, `${cityPath}&q=${encodeURIComponent('ул. ершова')}`],
    },
    { name: 'points searched by metro (ё as е)', paths: [`${cityPath}&q=${encodeURIComponent('кремлевская')}`] },
    { name: 'cities, the largest', paths: ['/delivery/cities/'] },
    { name: 'cities by name', paths: ['/delivery/cities/?q=%D0%BA%D0%B0%D0%B7', '/delivery/cities/?q=%D0%B3%D0%BE%D1%80%D0%BE%D0%B4%201'] },
  ];
  for (const call of calls) results.push(await measure(call.name, base, call.paths, { warmUp: WARM_UP, iterations: ITERATIONS }));

  // The same read without HTTP: how much of the call is the statement and its rows.
  const inProcess: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await listCityPoints(database.db, String(BIG_CITY.cityCode), undefined);
    inProcess.push(performance.now() - started);
  }
  inProcess.sort((a, b) => a - b);
  results.push({
    name: 'points of the city, in process (no HTTP)',
    count: inProcess.length,
    failures: 0,
    p50: percentile(inProcess, 50),
    p95: percentile(inProcess, 95),
    max: inProcess.at(-1) ?? 0,
  });

  console.log('\nСинхронизация (одна транзакция):');
  for (const s of syncs)
    console.log(
      `  ${s.name.padEnd(40)} ${s.ms.toFixed(0).padStart(6)} мс  ${JSON.stringify(s.figures)}${s.ms > TARGET_SYNC_MS ? '  ← over target' : ''}`,
    );
  console.log(`\n${formatTable(results, TARGET_P95_MS)}`);
  console.log(`\n${machineLoadLine()}`);
  const slow = syncs.filter((s) => s.ms > TARGET_SYNC_MS);
  const over = results.filter((r) => r.p95 > TARGET_P95_MS);
  const failed = results.filter((r) => r.failures > 0);
  console.log(
    `Цели: синхронизация ≤ ${TARGET_SYNC_MS / 1000} с${slow.length === 0 ? ' — да' : ' — нет'}; p95 ≤ ${TARGET_P95_MS} мс${over.length === 0 ? ' — все вызовы' : ` — не укладываются: ${over.map((r) => r.name).join(', ')}`}.`,
  );
  if (failed.length > 0) console.log(`Ответы не 200: ${failed.map((r) => `${r.name} (${r.failures})`).join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

runBench(main, 15 * 60_000, cleanUp);
