/**
 * The reads `npm run bench:admin` times (decision 049), each as the back office's service call (in
 * process) and as its HTTP call under /api (with `--http`): the order list's first and a deep page
 * with each filter and with a search, an order's page, the customers, the dashboard. Built from the
 * scratch database: the searches look for an order some way down the list, the deep pages start
 * from a cursor 100 pages in, the pages read random orders and customers.
 */
import type pg from 'pg';
import type { Executor } from '../../api/db/database';
import { listOrdersForStaff } from '../../api/admin/orders/read-list';
import { readOrderForStaff } from '../../api/admin/orders/read-page';
import { listCustomersForStaff } from '../../api/admin/customers/read-list';
import { readCustomerForStaff } from '../../api/admin/customers/read-page';
import { readDashboard } from '../../api/admin/dashboard/read-dashboard';
import { DASHBOARD_CACHE_SECONDS, dashboardCache } from '../../api/admin/dashboard/read-cache';
import { orderListQuerySchema } from '../../shared/contract/admin/orders';
import { customerListQuerySchema } from '../../shared/contract/admin/customers';

/** Issue 23's figures: p95 in ms. */
export const TARGETS = { list: 100, order: 50, customers: 100, dashboard: 300 } as const;
/** How many pages in the deep page is: 100 pages of 50, the 5 001st order on. */
const DEEP_PAGES = 100;

export interface AdminCase {
  name: string;
  /** The p95 to stay under, ms. */
  target: number;
  /** The i-th call in this process. */
  call: (i: number) => Promise<unknown>;
  /** The i-th call's path under /api, query included; none for a read the api never makes alone (the dashboard unshared). */
  path?: (i: number) => string;
}

/** The list's filters and searches, as the app sends them (query strings); the dated and sampled ones filled in by `orderCases`. */
const FILTERS: Record<string, Record<string, string>> = {
  'без фильтра': {},
  'status=new': { status: 'new' },
  'status=delivered': { status: 'delivered' },
  'status=assembling,shipped': { status: 'assembling,shipped' },
  'payment=cash': { payment: 'cash' },
  'paid=unpaid': { paid: 'unpaid' },
  'delivery=courier': { delivery: 'courier' },
  'delivery=none': { delivery: 'none' },
  'from..to (месяц)': {},
  'q=фамилия': { q: 'Смирнова' },
  'q=имя фамилия': { q: 'Анна Попова' },
  'q=телефон 8 (900) …': {},
  'q=последние цифры': { q: '4567' },
  'q=код заказа': {},
  'q=почта': { q: 'mama1234' },
  'q=yandex + paid': { q: 'yandex', paid: 'paid' },
  'status=delivered + payment=cash + courier': { status: 'delivered', payment: 'cash', delivery: 'courier' },
};

/** What the in-process calls ask of the lists (HTTP asks as the signed-in role, which sees contacts). */
const MASKED = { unmasked: false };

const query = (params: Record<string, string>) => {
  const text = new URLSearchParams(params).toString();
  return text ? `?${text}` : '';
};

function moscowDay(offsetDays: number): string {
  return new Date(Date.now() + 3 * 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const randomIds = async (pool: pg.Pool, table: 'orders' | 'users') =>
  (await pool.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY random() LIMIT 200`)).rows.map((r) => r.id);

/** The cursor DEEP_PAGES pages into a keyset list (or the last page's, when it is shorter). */
async function deepCursor(page: (after: string | undefined) => Promise<{ next: string | null }>): Promise<string | undefined> {
  let after: string | undefined;
  for (let i = 0; i < DEEP_PAGES; i++) {
    const { next } = await page(after);
    if (!next) break;
    after = next;
  }
  return after;
}

/** An order some way down the list (500 orders, or half of a smaller run's), whose phone and code the searches look for. */
async function fillFilters(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ phone: string; code: string }>(
    'SELECT phone, code FROM orders ORDER BY id DESC OFFSET least(500, (SELECT count(*) FROM orders) / 2) LIMIT 1',
  );
  if (!rows[0]) throw new Error('Заказов нет: задайте --orders 1 или больше');
  const { phone, code } = rows[0];
  FILTERS['from..to (месяц)'] = { from: moscowDay(60), to: moscowDay(30) };
  FILTERS['q=телефон 8 (900) …'] = { q: `8 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}` };
  FILTERS['q=код заказа'] = { q: code.toLowerCase() };
}

async function orderCases(db: Executor, pool: pg.Pool): Promise<AdminCase[]> {
  await fillFilters(pool);
  const cases: AdminCase[] = [];
  for (const [name, filter] of Object.entries(FILTERS)) {
    const first = orderListQuerySchema.parse(filter);
    cases.push({
      name: `список заказов, 1-я стр.: ${name}`,
      target: TARGETS.list,
      call: () => listOrdersForStaff(db, first, MASKED),
      path: () => `/admin/orders/${query(filter)}`,
    });
    const after = await deepCursor((cursor) =>
      listOrdersForStaff(db, orderListQuerySchema.parse({ ...filter, ...(cursor ? { after: cursor } : {}) }), MASKED),
    );
    if (!after) continue;
    const deep = orderListQuerySchema.parse({ ...filter, after });
    cases.push({
      name: `список заказов, стр. ≤${DEEP_PAGES + 1}: ${name}`,
      target: TARGETS.list,
      call: () => listOrdersForStaff(db, deep, MASKED),
      path: () => `/admin/orders/${query({ ...filter, after })}`,
    });
  }
  return cases;
}

async function otherCases(db: Executor, pool: pg.Pool): Promise<AdminCase[]> {
  const ids = await randomIds(pool, 'orders');
  const users = await randomIds(pool, 'users');
  const customers = (params: Record<string, string>) => customerListQuerySchema.parse(params);
  const deepAfter = await deepCursor((cursor) => listCustomersForStaff(db, customers(cursor ? { after: cursor } : {}), MASKED));
  const deep: Record<string, string> = deepAfter ? { after: deepAfter } : {};
  const search = { q: 'Иванова 79000' };
  const cachedDashboard = dashboardCache();
  return [
    {
      name: 'страница заказа',
      target: TARGETS.order,
      call: (i) => readOrderForStaff(db, ids[i % ids.length]!),
      path: (i) => `/admin/orders/${ids[i % ids.length]}/`,
    },
    {
      name: 'список покупателей, 1-я стр.',
      target: TARGETS.customers,
      call: () => listCustomersForStaff(db, customers({}), MASKED),
      path: () => '/admin/customers/',
    },
    {
      name: `список покупателей, стр. ≤${DEEP_PAGES + 1}`,
      target: TARGETS.customers,
      call: () => listCustomersForStaff(db, customers(deep), MASKED),
      path: () => `/admin/customers/${query(deep)}`,
    },
    {
      name: 'список покупателей: поиск',
      target: TARGETS.customers,
      call: () => listCustomersForStaff(db, customers(search), MASKED),
      path: () => `/admin/customers/${query(search)}`,
    },
    {
      name: 'страница покупателя',
      target: TARGETS.order,
      call: (i) => readCustomerForStaff(db, { userId: users[i % users.length]! }),
      path: (i) => `/admin/customers/u${users[i % users.length]}/`,
    },
    { name: 'сводка, прочитанная заново', target: TARGETS.dashboard, call: () => readDashboard(db) },
    {
      name: `сводка (кэш ${DASHBOARD_CACHE_SECONDS} с)`,
      target: TARGETS.dashboard,
      call: () => cachedDashboard(db),
      path: () => '/admin/dashboard/',
    },
  ];
}

/** Every read the benchmark times, in the order it prints them. */
export async function adminCases(db: Executor, pool: pg.Pool): Promise<AdminCase[]> {
  return [...(await orderCases(db, pool)), ...(await otherCases(db, pool))];
}
