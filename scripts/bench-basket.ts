/**
 * `npm run bench:basket`: add-to-basket and checkout under 20 concurrent shoppers. Starts a scratch
 * embedded PostgreSQL (./data/bench-basket, removed at the end), migrates and seeds the demo shop,
 * gives every offer ample stock, then runs the built api (`node dist/main.js --role api`) in a process
 * of its own, as in production, so that the shoppers' client code never shares its thread. Each shopper is its own
 * browser (its own `sid` cookie and keep-alive connection) and repeats: add two sizes to the basket,
 * recalculate the draft, place the order with a pickup point. Prints p50/p95/p99/max per call and
 * the orders placed per second. Options: --shoppers <n> (20), --rounds <n> (25 orders per shopper).
 */
import http from 'node:http';
import os from 'node:os';
import { numberArg, runBench } from './bench/run';
import type { Database } from '../api/db/database';
import { scratchDatabase } from './bench/scratch-database';
import { startBuiltShop, type ShopProcess } from './built-shop';
import { percentile } from './bench/timing';

const SHOPPERS = numberArg('--shoppers', 20);
const ROUNDS = numberArg('--rounds', 25);
const DATABASE = 'bench_basket';

let database: Database | undefined;
let api: ShopProcess | undefined;

async function cleanUp(): Promise<void> {
  await api?.stop();
  await database?.close();
}

interface Answer {
  status: number;
  body: { status: string; errors: Array<{ message: string }>; data: unknown };
  ms: number;
}

/** One shopper: a cookie jar and one keep-alive connection, as a browser tab has. */
class Shopper {
  private cookie = '';
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly base: string) {}

  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (this.cookie) headers.cookie = this.cookie;
      if (payload) headers['content-type'] = 'application/json';
      const start = performance.now();
      const req = http.request(this.base + path, { agent: this.agent, method, headers, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - start;
          const sid = res.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          if (sid) this.cookie = sid.split(';')[0]!;
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'], ms });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

interface Series {
  name: string;
  times: number[];
  failures: string[];
}

const series = (name: string): Series => ({ name, times: [], failures: [] });

function record(s: Series, answer: Answer) {
  s.times.push(answer.ms);
  if (answer.status !== 200) s.failures.push(`${answer.status} ${answer.body.errors?.[0]?.message ?? ''}`);
}

function table(rows: readonly Series[]): string {
  const width = Math.max(...rows.map((r) => r.name.length));
  const ms = (n: number) => n.toFixed(1).padStart(7);
  const head = `${'call'.padEnd(width)}       n    p50 ms    p95 ms    p99 ms    max ms  errors`;
  const lines = rows.map((r) => {
    const sorted = [...r.times].sort((a, b) => a - b);
    return `${r.name.padEnd(width)}  ${String(sorted.length).padStart(6)}  ${ms(percentile(sorted, 50))}   ${ms(percentile(sorted, 95))}   ${ms(percentile(sorted, 99))}   ${ms(sorted.at(-1) ?? 0)}  ${String(r.failures.length).padStart(6)}`;
  });
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

/** `node dist/main.js --role api` on the scratch database; resolves with its /api base once ready. */
async function startApi(databaseUrl: string): Promise<string> {
  api = await startBuiltShop({
    args: ['--role', 'api'],
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/prof'] : [],
    // The benchmark's shoppers all come from one address: the order limits would stop it, not measure it.
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      ORDERS_PER_IP_HOUR: '1000000',
      ORDERS_PER_PHONE_HOUR: '1000000',
    },
    readyPath: '/readyz',
    readyTimeoutMs: 30_000,
    logs: 'inherit',
  });
  return `${api.url}/api`;
}

async function main() {
  database = await scratchDatabase('./data/bench-basket', DATABASE);
  // Enough stock that every order of the run can be placed: the bench measures the path, not refusals.
  await database.pool.query('UPDATE offers SET stock = 1000000');

  const { rows: offerRows } = await database.pool.query<{ id: number }>(
    `SELECT o.id FROM offers o JOIN products p ON p.id = o.product_id WHERE p.active ORDER BY o.id LIMIT 200`,
  );
  const { rows: pointRows } = await database.pool.query<{ id: number }>('SELECT id FROM pickup_points WHERE active ORDER BY id LIMIT 1');
  const offerIds = offerRows.map((r) => r.id);
  const pickupPointId = pointRows[0]?.id;
  if (offerIds.length < 2 || pickupPointId === undefined) throw new Error('В демо-данных нет товаров или пунктов выдачи');

  const base = await startApi(database.url);

  const add = series('basket add');
  const draft = series('order draft');
  const checkout = series('order checkout');
  const form = () => ({
    name: 'Анна Покупатель',
    phone: '+7 (916) 123-45-67',
    delivery: 'pickup' as const,
    pickupPointId,
    payment: 'sbp' as const,
    consent: true,
  });

  async function shop(index: number) {
    const shopper = new Shopper(base);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const pick = (k: number) => offerIds[(index * 7 + round * 3 + k) % offerIds.length]!;
        record(add, await shopper.call('GET', `/basket/add/?id=${pick(0)}&quantity=1`));
        record(add, await shopper.call('GET', `/basket/add/?id=${pick(1)}&quantity=2`));
        record(draft, await shopper.call('POST', '/order/', form()));
        record(checkout, await shopper.call('POST', '/order/checkout/', { ...form(), idempotencyKey: `bench-${index}-${round}` }));
      }
    } finally {
      shopper.close();
    }
  }

  // A short warm-up (JIT, pool, plans), then the measured run.
  await Promise.all(Array.from({ length: 4 }, (_, i) => shop(1000 + i)));
  for (const s of [add, draft, checkout]) {
    s.times.length = 0;
    s.failures.length = 0;
  }
  console.log(`${SHOPPERS} покупателей одновременно, по ${ROUNDS} заказов каждый…\n`);
  const started = performance.now();
  await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shop(i)));
  const seconds = (performance.now() - started) / 1000;

  console.log(table([add, draft, checkout]));
  const placed = checkout.times.length - checkout.failures.length;
  console.log(`\nЗаказов оформлено: ${placed} за ${seconds.toFixed(1)} с (${(placed / seconds).toFixed(1)} в секунду)`);
  console.log(
    `Нагрузка машины (loadavg 1/5/15 мин): ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ядер: ${os.cpus().length}`,
  );
  const failures = [add, draft, checkout].flatMap((s) => s.failures.map((f) => `${s.name}: ${f}`));
  if (failures.length > 0) {
    console.log(`Ответы не 200 (${failures.length}), первые: ${failures.slice(0, 5).join('; ')}`);
    return 1;
  }
  return 0;
}

runBench(main, 15 * 60_000, cleanUp);
