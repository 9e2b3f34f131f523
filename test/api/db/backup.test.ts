import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRefusal, dumpDatabase, restoreDatabase } from '../../../api/db/backup';
import type { Db } from '../../../api/db/database';
import * as schema from '../../../api/db/schema';
import { offers, orderItems, orders, payments, products } from '../../../api/db/schema';
import { createTestDatabase, testApiApp, type TestDatabase } from '../../support/database';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { checkoutBody, firstPickupPoint, orderOf, shopperWith } from '../order/order-fixture';

const STOCK = 100_000;
const UNLIMITED = { ORDERS_PER_IP_HOUR: '100000', ORDERS_PER_PHONE_HOUR: '100000' };

let folder: string;
const created: TestDatabase[] = [];

async function database(options: { empty?: boolean } = {}) {
  const made = await createTestDatabase(options);
  created.push(made);
  return made;
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  for (const made of created) await made.drop();
});

async function onClient<T>(db: TestDatabase, work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** The dump of `db` into `file`, its bytes let through a few milliseconds at a time so that it lasts while orders go on. */
async function dumpTo(db: TestDatabase, file: string, slow = false) {
  const gzip = createGzip();
  const throttle = new Transform({
    transform(chunk, _encoding, done) {
      if (!slow) return done(null, chunk);
      void sleep(3).then(() => done(null, chunk));
    },
  });
  const written = pipeline(throttle, gzip, createWriteStream(file));
  await onClient(db, (client) => dumpDatabase(client, throttle));
  await written;
}

const restoreFrom = (db: TestDatabase, file: string) => onClient(db, (client) => restoreDatabase(client, file));

/** The relations in the database's own schemas: none in an empty one. */
async function relationsIn(db: TestDatabase): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** The dump's text with `change` applied to its lines, its checksum made right again: a file that passes every check of the file itself. */
function rewritten(file: string, target: string, change: (lines: string[]) => string[]) {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(0, -1);
  const trailer = JSON.parse(lines.pop()!) as { rows: Record<string, number>; sha256: string };
  const body = change(lines);
  const text = body.map((l) => `${l}\n`).join('');
  const fixed = { ...trailer, sha256: createHash('sha256').update(text).digest('hex') };
  writeFileSync(target, gzipSync(`${text}${JSON.stringify(fixed)}\n`));
  return fixed;
}

/** One shopper's order after another: place it, open its payment, pay it (the sandbox's demo button). */
function placeOrdersUntil(
  server: Server,
  offerId: number,
  pointId: number,
  stop: () => boolean,
  answered: (code: string, paid: boolean) => void,
) {
  return (async () => {
    while (!stop()) {
      const shopper = await shopperWith(server, [[offerId, 2]]);
      const code = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(pointId))).CODE;
      answered(code, false);
      expect((await shopper.get(`/api/order/getPaymentByOrderCode/${code}/`)).status).toBe(200);
      expect((await shopper.post(`/api/payment/sandbox/${code}/pay/`)).status).toBe(200);
      answered(code, true);
    }
  })();
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

async function orderRecord(db: Db, codes: string[]) {
  const found = await db.select().from(orders).where(inArray(orders.code, codes)).orderBy(asc(orders.id));
  const ids = found.map((o) => o.id);
  return {
    orders: found,
    items: byId(await db.select().from(orderItems).where(inArray(orderItems.orderId, ids))),
    payments: byId(await db.select().from(payments).where(inArray(payments.orderId, ids))),
  };
}

describe('npm run backup and npm run restore', { timeout: 60_000 }, () => {
  let source: TestDatabase;
  let dump: string;
  let offerId: number;
  let pointId: number;
  const paidBeforeDump: string[] = [];
  let answeredDuringDump = 0;

  beforeAll(async () => {
    source = await database();
    offerId = (await insertBasketFixtures(source.db, [{ code: 'bk-plenty', priceKopecks: 50_000, sizes: [['92', STOCK]] }])).offerIds.get(
      'bk-plenty:92',
    )!;
    pointId = await firstPickupPoint(source.db);
    const appPool = new pg.Pool({ connectionString: source.url, max: 12 });
    appPool.on('error', () => {});
    const server = testApiApp(source, UNLIMITED, drizzle(appPool, { schema })).listen(0);
    dump = path.join(folder, 'mid-run.dump');

    let stopping = false;
    let dumping = false;
    const paid: string[] = [];
    const runs = Array.from({ length: 6 }, () =>
      placeOrdersUntil(
        server,
        offerId,
        pointId,
        () => stopping,
        (code, isPaid) => {
          if (isPaid) paid.push(code);
          if (dumping) answeredDuringDump += 1;
        },
      ),
    );
    try {
      while (paid.length < 12) await sleep(20);
      // Every payment answered so far was committed before the dump's snapshot.
      paidBeforeDump.push(...paid);
      dumping = true;
      await dumpTo(source, dump, true);
      dumping = false;
      await sleep(100);
    } finally {
      stopping = true;
      await Promise.all(runs);
      await new Promise((resolve) => server.close(resolve));
      await appPool.end();
    }
  }, 60_000);

  it('restores into an empty database every order paid before the dump began, its lines, payment and stock, one moment of the shop', async () => {
    expect(answeredDuringDump, 'orders went on while the dump ran').toBeGreaterThan(0);
    const target = await database({ empty: true });
    const summary = await restoreFrom(target, dump);
    expect(summary.tables).toBeGreaterThan(30);

    const restored = await orderRecord(target.db, paidBeforeDump);
    const original = await orderRecord(source.db, paidBeforeDump);
    expect(restored.orders.map((o) => o.code).sort()).toEqual([...paidBeforeDump].sort());
    expect(restored.items).toEqual(original.items);
    expect(restored.items.filter((i) => i.offerId === offerId)).toHaveLength(paidBeforeDump.length);
    expect(restored.payments.map((p) => [p.orderId, p.status])).toEqual(restored.orders.map((o) => [o.id, 'succeeded']));
    expect(restored.payments.map((p) => ({ ...p, status: 'succeeded' }))).toEqual(
      original.payments.filter((p) => p.kind === 'order').map((p) => ({ ...p, status: 'succeeded' })),
    );

    // Stock and orders of one snapshot: what the restored orders took is exactly what the restored stock lacks.
    const [stock] = await target.db.select({ stock: offers.stock }).from(offers).where(eq(offers.id, offerId));
    const [sold] = await target.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.offerId, offerId));
    expect(stock!.stock + sold!.n).toBe(STOCK);
    expect(await target.db.$count(products)).toBe(await source.db.$count(products));
  });

  it('gives a restored shop that takes orders: the api answers and a new order gets an id after every restored one', async () => {
    const target = await database({ empty: true });
    await restoreFrom(target, dump);
    const [last] = await target.db.select({ id: sql<number>`max(${orders.id})::int` }).from(orders);
    const app = testApiApp(target, UNLIMITED);
    expect((await request(app).get('/api/catalog/')).status).toBe(200);
    const shopper = await shopperWith(app, [[offerId, 1]]);
    const code = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(pointId))).CODE;
    const [placed] = await target.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    expect(placed!.id).toBeGreaterThan(last!.id);
    expect((await shopper.get(`/api/order/getPaymentByOrderCode/${code}/`)).status).toBe(200);
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const shop = await database();
    const before = { relations: await relationsIn(shop), products: await shop.db.$count(products), orders: await shop.db.$count(orders) };
    const refusal = await restoreFrom(shop, dump).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefusal);
    expect((refusal as Error).message).toBe(
      'База данных не пуста: копию восстанавливают только в пустую базу (новый DATA_DIR или новая база для DATABASE_URL). Ничего не изменено',
    );
    expect({ relations: await relationsIn(shop), products: await shop.db.$count(products), orders: await shop.db.$count(orders) }).toEqual(
      before,
    );
  });

  it('refuses a file cut short, one with a changed byte and one that is no dump of ours, and the database stays empty', async () => {
    const target = await database({ empty: true });
    const bytes = readFileSync(dump);
    const cut = path.join(folder, 'cut.dump');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const changed = path.join(folder, 'changed.dump');
    // A row's byte changed and gzip'd again: the gzip is whole, the copy's checksum is not.
    const text = gunzipSync(bytes).toString('utf8');
    const at = text.indexOf('bk-plenty');
    writeFileSync(changed, gzipSync(`${text.slice(0, at)}bk-plentY${text.slice(at + 9)}`));
    const foreign = path.join(folder, 'foreign.dump');
    writeFileSync(foreign, gzipSync('CREATE TABLE orders (id int);\n'));

    const messages = [];
    for (const file of [cut, changed, foreign, path.resolve('package.json')]) {
      const refusal = await restoreFrom(target, file).catch((error: unknown) => error);
      expect(refusal, file).toBeInstanceOf(BackupRefusal);
      messages.push((refusal as Error).message);
    }
    expect(messages).toEqual([
      `Файл ${cut} обрезан или повреждён (файл кончается раньше копии). Ничего не изменено`,
      `Файл ${changed} обрезан или повреждён (контрольная сумма не сходится). Ничего не изменено`,
      `Файл ${foreign} — не резервная копия этого магазина. Ничего не изменено`,
      `Файл ${path.resolve('package.json')} — не резервная копия этого магазина. Ничего не изменено`,
    ]);
    expect(await relationsIn(target)).toEqual([]);
  });

  it('rolls back everything when the rows themselves fail halfway, leaving the database empty', async () => {
    const target = await database({ empty: true });
    const broken = path.join(folder, 'broken.dump');
    // A whole, well-formed file whose orders' table has a row twice: the database refuses it after
    // the migrations and the tables before it were written.
    rewritten(dump, broken, (lines) => {
      const start = lines.indexOf(JSON.stringify({ table: 'public.orders' }));
      expect(start).toBeGreaterThan(0);
      return [...lines.slice(0, start + 2), lines[start + 1]!, ...lines.slice(start + 2)];
    });
    await expect(restoreFrom(target, broken)).rejects.toThrow(/orders_pkey/);
    expect(await relationsIn(target)).toEqual([]);
  });
});
