/**
 * `npm run bench:admin`: the back office's reads (api/admin/orders|customers|dashboard, decision
 * 049) on a year of a growing shop. Starts a scratch embedded PostgreSQL (./data/bench-admin,
 * removed at the end), migrates and seeds the demo shop, writes 100 000 orders with their lines,
 * payments, receipts and history (scripts/bench/admin-orders.ts, in SQL), then times each query
 * in this process, one at a time, and prints p50/p95 per query beside issue 23's targets: the
 * order list's first and a deep page with each filter and with a search ≤ 100 ms, an order's page
 * ≤ 50 ms, the dashboard ≤ 300 ms (read anew, and as staff get it: read once a minute). Options: --orders <n> (100000), --iterations <n> (40).
 * Exits 1 when a target is missed.
 */
import type pg from 'pg';
import type { Database, Executor } from '../api/db/database';
import { listOrdersForStaff } from '../api/admin/orders/read-list';
import { readOrderForStaff } from '../api/admin/orders/read-page';
import { listCustomersForStaff } from '../api/admin/customers/read-list';
import { readCustomerForStaff } from '../api/admin/customers/read-page';
import { readDashboard } from '../api/admin/dashboard/read-dashboard';
import { DASHBOARD_CACHE_SECONDS, dashboardCache } from '../api/admin/dashboard/read-cache';
import { orderListQuerySchema } from '../shared/contract/admin/orders';
import { customerListQuerySchema } from '../shared/contract/admin/customers';
import { insertBenchOrders } from './bench/admin-orders';
import { machineLoadLine, numberArg, runBench } from './bench/run';
import { scratchDatabase } from './bench/scratch-database';
import { percentile } from './bench/timing';

const ORDERS = numberArg('--orders', 100_000);
const ITERATIONS = numberArg('--iterations', 40);
const WARM_UP = 5;
/** How many pages in the deep page is: 100 pages of 50, the 5 001st order on. */
const DEEP_PAGES = 100;
const TARGETS = { list: 100, order: 50, customers: 100, dashboard: 300 } as const;

let database: Database | undefined;
const cachedDashboard = dashboardCache();

interface Row {
  name: string;
  target: number;
  p50: number;
  p95: number;
}

/** Runs `call` WARM_UP times untimed, then ITERATIONS times timed (the i-th call gets i). */
async function time(name: string, target: number, call: (i: number) => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < WARM_UP; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, target, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const UNMASKED = { unmasked: false };

/** The filters and searches of the list, as the app sends them (query strings). */
const FILTERS: Record<string, Record<string, string>> = {
  'без фильтра': {},
  'status=new': { status: 'new' },
  'status=delivered': { status: 'delivered' },
  'status=assembling,shipped': { status: 'assembling,shipped' },
  'payment=cash': { payment: 'cash' },
  'paid=unpaid': { paid: 'unpaid' },
  'delivery=courier': { delivery: 'courier' },
  'delivery=none': { delivery: 'none' },
  'from..to (месяц)': { from: '', to: '' },
  'q=фамилия': { q: 'Смирнова' },
  'q=имя фамилия': { q: 'Анна Попова' },
  'q=телефон 8 (900) …': { q: '' },
  'q=последние цифры': { q: '4567' },
  'q=код заказа': { q: '' },
  'q=почта': { q: 'mama1234' },
  'q=yandex + paid': { q: 'yandex', paid: 'paid' },
  'status=delivered + payment=cash + courier': { status: 'delivered', payment: 'cash', delivery: 'courier' },
};

/** An order some way down the list, whose phone and code the searches look for. */
async function fillSamples(pool: pg.Pool) {
  const { rows } = await pool.query<{ phone: string; code: string }>('SELECT phone, code FROM orders ORDER BY id DESC OFFSET 500 LIMIT 1');
  return rows[0]!;
}

const randomIds = async (pool: pg.Pool, table: 'orders' | 'users') =>
  (await pool.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY random() LIMIT 200`)).rows.map((r) => r.id);

function moscowDay(offsetDays: number): string {
  return new Date(Date.now() + 3 * 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The cursor DEEP_PAGES pages into the list with `filter` (or the last page's, when it is shorter). */
async function deepCursor(db: Executor, filter: Record<string, string>): Promise<string | undefined> {
  let after: string | undefined;
  for (let page = 0; page < DEEP_PAGES; page++) {
    const query = orderListQuerySchema.parse({ ...filter, ...(after ? { after } : {}) });
    const { next } = await listOrdersForStaff(db, query, UNMASKED);
    if (!next) break;
    after = next;
  }
  return after;
}

async function orderRows(db: Executor, pool: pg.Pool): Promise<Row[]> {
  const sample = await fillSamples(pool);
  FILTERS['from..to (месяц)'] = { from: moscowDay(60), to: moscowDay(30) };
  FILTERS['q=телефон 8 (900) …'] = {
    q: `8 (${sample.phone.slice(1, 4)}) ${sample.phone.slice(4, 7)}-${sample.phone.slice(7, 9)}-${sample.phone.slice(9)}`,
  };
  FILTERS['q=код заказа'] = { q: sample.code.toLowerCase() };
  const rows: Row[] = [];
  for (const [name, filter] of Object.entries(FILTERS)) {
    const first = orderListQuerySchema.parse(filter);
    rows.push(await time(`список заказов, 1-я стр.: ${name}`, TARGETS.list, () => listOrdersForStaff(db, first, UNMASKED)));
    const after = await deepCursor(db, filter);
    if (!after) continue;
    const deep = orderListQuerySchema.parse({ ...filter, after });
    rows.push(await time(`список заказов, стр. ≤${DEEP_PAGES + 1}: ${name}`, TARGETS.list, () => listOrdersForStaff(db, deep, UNMASKED)));
  }
  return rows;
}

async function otherRows(db: Executor, pool: pg.Pool): Promise<Row[]> {
  const ids = await randomIds(pool, 'orders');
  const users = await randomIds(pool, 'users');
  const firstCustomers = customerListQuerySchema.parse({});
  let deepAfter: string | undefined;
  for (let page = 0; page < DEEP_PAGES; page++) {
    const { next } = await listCustomersForStaff(db, customerListQuerySchema.parse(deepAfter ? { after: deepAfter } : {}), UNMASKED);
    if (!next) break;
    deepAfter = next;
  }
  const deepCustomers = customerListQuerySchema.parse(deepAfter ? { after: deepAfter } : {});
  const searchCustomers = customerListQuerySchema.parse({ q: 'Иванова 79000' });
  return [
    await time('страница заказа', TARGETS.order, (i) => readOrderForStaff(db, ids[i % ids.length]!)),
    await time('список покупателей, 1-я стр.', TARGETS.customers, () => listCustomersForStaff(db, firstCustomers, UNMASKED)),
    await time(`список покупателей, стр. ≤${DEEP_PAGES + 1}`, TARGETS.customers, () => listCustomersForStaff(db, deepCustomers, UNMASKED)),
    await time('список покупателей: поиск', TARGETS.customers, () => listCustomersForStaff(db, searchCustomers, UNMASKED)),
    await time('страница покупателя', TARGETS.order, (i) => readCustomerForStaff(db, { userId: users[i % users.length]! })),
    await time('сводка, прочитанная заново', TARGETS.dashboard, () => readDashboard(db)),
    await time(`сводка (кэш ${DASHBOARD_CACHE_SECONDS} с)`, TARGETS.dashboard, () => cachedDashboard(db)),
  ];
}

function print(rows: readonly Row[]): number {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`${'запрос'.padEnd(width)}   p50 мс   p95 мс   цель p95`);
  let missed = 0;
  for (const r of rows) {
    const over = r.p95 > r.target;
    if (over) missed++;
    console.log(
      `${r.name.padEnd(width)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p95.toFixed(1).padStart(7)}   ≤ ${r.target}${over ? '  ПРЕВЫШЕНО' : ''}`,
    );
  }
  return missed;
}

async function main(): Promise<number> {
  const started = performance.now();
  database = await scratchDatabase('./data/bench-admin', 'bench_admin');
  await insertBenchOrders(database.pool, ORDERS);
  const { rows } = await database.pool.query<{ orders: number; users: number }>(
    'SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM users)::int AS users',
  );
  console.log(
    `Заказов: ${rows[0]!.orders}, покупателей с учётной записью: ${rows[0]!.users} (${((performance.now() - started) / 1000).toFixed(1)} с на базу и наполнение)`,
  );
  console.log(machineLoadLine());
  const db = database.db;
  const missed = print([...(await orderRows(db, database.pool)), ...(await otherRows(db, database.pool))]);
  console.log(missed === 0 ? 'Все цели выполнены.' : `Целей не выполнено: ${missed}.`);
  return missed === 0 ? 0 : 1;
}

runBench(main, 30 * 60_000, async () => {
  await database?.close();
});
