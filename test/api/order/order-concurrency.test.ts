import type { Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { couponUsages, coupons, orderItems, orders } from '../../../api/db/schema';
import * as schema from '../../../api/db/schema';
import { createTestDatabase, testApiApp, type TestDatabase } from '../../support/database';
import { insertBasketFixtures } from '../basket/basket-fixture';
import {
  basketOf,
  checkoutBody,
  confirmPhoneFor,
  errorOf,
  firstPickupPoint,
  newKey,
  orderOf,
  type Shopper,
  shopperWith,
  stockOf,
} from './order-fixture';

/**
 * Many shoppers at once, as real parallel HTTP requests: one listening server, an agent (cookie
 * jar) per shopper, and a pool wide enough that dozens of placing transactions contend for the
 * same rows at the same moment instead of queueing for a connection.
 */
let database: TestDatabase;
let appPool: pg.Pool;
let server: Server;
let offer: (key: string) => number;
let pointId: number;

beforeEach(async () => {
  database = await createTestDatabase();
  appPool = new pg.Pool({ connectionString: database.url, max: 40 });
  // pool.end() resolves while its clients' sockets are still closing; the DROP DATABASE … FORCE of
  // drop() can then terminate them, and pg reports that on the pool. It is the teardown, not a bug.
  appPool.on('error', () => {});
  // About the database's locks, not the rate limits: every shopper here is one address and one phone.
  const unlimited = { ORDERS_PER_IP_HOUR: '100000', ORDERS_PER_PHONE_HOUR: '100000' };
  server = testApiApp(database, unlimited, drizzle(appPool, { schema })).listen(0);
  const { offerIds } = await insertBasketFixtures(database.db, [
    { code: 'cx-last', priceKopecks: 99_000, sizes: [['86', 5]] },
    { code: 'cx-plenty', priceKopecks: 50_000, sizes: [['92', 1000]] },
    { code: 'cx-pair', priceKopecks: 30_000, sizes: [['98', 1000]] },
  ]);
  offer = (key) => offerIds.get(key)!;
  pointId = await firstPickupPoint(database.db);
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await appPool.end();
  await database.drop();
});

const statuses = (answers: request.Response[]) => answers.map((r) => r.status).sort();
const shoppers = (n: number, lines: [number, number][]) => Promise.all(Array.from({ length: n }, () => shopperWith(server, lines)));

// Hundreds of requests on a busy shared machine: generous time, and nothing about time is asserted.
describe('placing orders at the same moment', { timeout: 90_000 }, () => {
  it('100 shoppers for the last 5 units: exactly 5 orders, stock 0, the rest refused with the reason', async () => {
    const crowd = await shoppers(100, [[offer('cx-last:86'), 1]]);
    const answers = await Promise.all(crowd.map((s) => s.post('/api/order/checkout/').send(checkoutBody(pointId))));

    const placed = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(95);
    for (const res of refused) expect(errorOf(res, 409)).toBe('Товар «Товар cx-last», размер 86, закончился');
    expect(new Set(placed.map((r) => orderOf(r).CODE)).size).toBe(5);
    expect(await stockOf(database.db, offer('cx-last:86'))).toBe(0);
    expect(await database.db.$count(orders)).toBe(5);
    const [sold] = await database.db.select({ n: sql<number>`sum(quantity)::int` }).from(orderItems);
    expect(sold!.n).toBe(5);
  });

  it('50 orders for a coupon with one use left: used once, the others refused', async () => {
    await database.db.insert(coupons).values({ code: 'POSLEDNIY', kind: 'percent', value: 5, totalLimit: 3, usedCount: 2 });
    const crowd = await shoppers(50, [[offer('cx-plenty:92'), 1]]);
    for (const s of crowd) basketOf(await s.get('/api/basket/setCoupon/').query({ coupon: 'posledniy' }));
    const answers = await Promise.all(crowd.map((s) => s.post('/api/order/checkout/').send(checkoutBody(pointId))));

    expect(statuses(answers)).toEqual([200, ...Array<number>(49).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(errorOf(res, 409)).toBe('Промокод «POSLEDNIY» больше не действует');
    }
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, 'POSLEDNIY'));
    expect(coupon).toMatchObject({ usedCount: 3, totalLimit: 3 });
    expect(await database.db.$count(couponUsages)).toBe(1);
    expect(await database.db.$count(orders)).toBe(1);
    expect(await stockOf(database.db, offer('cx-plenty:92'))).toBe(999);
  });

  it('20 retries with one idempotency key from one browser: one order, the same answer to all', async () => {
    const [shopper] = await shoppers(1, [[offer('cx-plenty:92'), 2]]);
    const body = checkoutBody(pointId);
    const retries = Array.from({ length: 20 }, () => shopper!.post('/api/order/checkout/').send(body));
    const answers = await Promise.all(retries);

    expect(statuses(answers)).toEqual(Array<number>(20).fill(200));
    const codes = new Set(answers.map((r) => orderOf(r).CODE));
    expect(codes.size).toBe(1);
    expect(await database.db.$count(orders)).toBe(1);
    expect(await stockOf(database.db, offer('cx-plenty:92'))).toBe(998);
  });

  it('baskets holding the same offers added in opposite orders never deadlock', async () => {
    const [a, b] = [offer('cx-plenty:92'), offer('cx-pair:98')];
    const crowd = [
      ...(await shoppers(15, [
        [a, 1],
        [b, 1],
      ])),
      ...(await shoppers(15, [
        [b, 1],
        [a, 1],
      ])),
    ];
    const answers = await Promise.all(crowd.map((s) => s.post('/api/order/checkout/').send(checkoutBody(pointId))));

    expect(statuses(answers)).toEqual(Array<number>(30).fill(200));
    expect(await stockOf(database.db, a)).toBe(970);
    expect(await stockOf(database.db, b)).toBe(970);
  });

  it('two-line baskets over the last 5 units: 5 orders, both offers’ stock taken exactly once per order', async () => {
    // The lines are read in the statement that locks their offers, and every line's stock is taken
    // in one UPDATE: a waiter must read the stock the order before it left, for both lines.
    const [last, plenty] = [offer('cx-last:86'), offer('cx-plenty:92')];
    const crowd = await shoppers(12, [
      [plenty, 2],
      [last, 1],
    ]);
    const answers = await Promise.all(crowd.map((s) => s.post('/api/order/checkout/').send(checkoutBody(pointId))));

    expect(statuses(answers)).toEqual([...Array<number>(5).fill(200), ...Array<number>(7).fill(409)]);
    expect(await stockOf(database.db, last)).toBe(0);
    expect(await stockOf(database.db, plenty)).toBe(990);
    const placed = answers.filter((r) => r.status === 200).map(orderOf);
    // Each order keeps its lines in the order they were added, whatever order the offers were locked in.
    for (const order of placed)
      expect(order.ITEMS.map((i) => [i.ID, i.QUANTITY])).toEqual([
        [plenty, 2],
        [last, 1],
      ]);
    const [sold] = await database.db.select({ n: sql<number>`sum(quantity)::int` }).from(orderItems);
    expect(sold!.n).toBe(15);
  });

  it('orders paid on receipt for one phone count one after another: 2 open, 12 at once → 1 more, the cap of 3', async () => {
    const plenty = offer('cx-plenty:92');
    const phone = '+7 (903) 111-22-33';
    const crowd = Array.from({ length: 14 }, () => request.agent(server));
    for (const browser of crowd) await confirmPhoneFor(database.db, browser, phone);
    const oneClick = (browser: Shopper) =>
      browser.post('/api/order/fastOrder/').send({ name: 'Ольга', phone, consent: true, idempotencyKey: newKey(), offerId: plenty });
    for (const browser of crowd.slice(0, 2)) orderOf(await oneClick(browser));

    // The offer's lock is held here until all twelve wait on a lock: each has counted the phone's
    // open orders, or waits for the phone's lock to count them, before any of them can write.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM offers WHERE id = $1 FOR UPDATE', [plenty]);
    const answers = Promise.all(crowd.slice(2).map(oneClick));
    // Read outside the holder's transaction, which would keep seeing its first snapshot of the view.
    const waiting = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n;
    await expect.poll(waiting, { timeout: 30_000 }).toBe(12);
    await holder.query('COMMIT');
    await holder.end();

    const settled = await answers;
    expect(statuses(settled)).toEqual([200, ...Array<number>(11).fill(409)]);
    for (const res of settled.filter((r) => r.status === 409)) expect(errorOf(res, 409)).toMatch(/^На этот телефон уже оформлено 3 заказа/);
    expect(await stockOf(database.db, plenty)).toBe(997);
  });
});
