import type { Server } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificateMovements, orders } from '../../../api/db/schema';
import * as schema from '../../../api/db/schema';
import { cancelOrder } from '../../../api/order/service';
import { createTestDatabase, testApiApp, type TestDatabase } from '../../support/database';
import { refusedField } from '../../support/envelope';
import {
  certificateRow,
  giveCertificate,
  movementsOf,
  paySbp,
  placeWith,
  prepareCertificateShop,
  UNLIMITED_ORDERS,
  type CertificateShop,
} from './certificate-fixture';
import { BY_STAFF, checkoutBody, confirmPhoneFor, errorOf, orderOf, shopperWith } from '../order/order-fixture';

/**
 * Twenty shoppers paying with one certificate at the same moment, as real parallel HTTP requests
 * on a listening server whose pool is wide enough that the placements contend for the certificate's
 * row lock instead of queueing for a connection.
 */
let database: TestDatabase;
let appPool: pg.Pool;
let server: Server;
let shop: CertificateShop;

beforeEach(async () => {
  database = await createTestDatabase();
  appPool = new pg.Pool({ connectionString: database.url, max: 25 });
  appPool.on('error', () => {}); // the teardown's DROP … FORCE, as in order-concurrency.test.ts
  server = testApiApp(database, UNLIMITED_ORDERS, drizzle(appPool, { schema })).listen(0);
  shop = await prepareCertificateShop(database.db);
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await appPool.end();
  await database.drop();
});

const crowd = (n: number, quantity: number) => Promise.all(Array.from({ length: n }, () => shopperWith(server, [[shop.body, quantity]])));
// Each refused shopper is another than the one whose order holds it: that order's code is not named to them.
const heldMessage =
  'Сертификат уже применён к другому заказу, который ещё не оплачен: им можно будет платить, когда тот заказ оплатят или отменят';

/** What the ledger says the balance is: its movements always sum to it. */
async function ledgerSum(certificateId: number): Promise<number> {
  const [row] = await database.db
    .select({ sum: sql<number>`sum(${certificateMovements.amountKopecks})::int` })
    .from(certificateMovements)
    .where(eq(certificateMovements.certificateId, certificateId));
  return row!.sum;
}

const ok = (answers: request.Response[]) => answers.filter((r) => r.status === 200).map(orderOf);

describe('one certificate, many orders at once', { timeout: 90_000 }, () => {
  it('1 000 р., 20 parallel SBP orders of 1 200 р.: one holds it all, 19 refused, balance 0, back to 1 000 when cancelled', async () => {
    const gift = await giveCertificate(database.db, 100_000);
    const shoppers = await crowd(20, 2);
    const answers = await Promise.all(shoppers.map((s) => placeWith(s, shop.pointId, gift.code)));

    const placed = ok(answers);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ STATUS: 'new', TO_PAY: 200, CERTIFICATE: { AMOUNT: 1000, BALANCE_AFTER: 0 } });
    for (const res of answers.filter((r) => r.status !== 200)) expect(errorOf(res, 409)).toBe(heldMessage);
    expect(await certificateRow(database.db, gift.id)).toMatchObject({ balanceKopecks: 0 });
    expect(await ledgerSum(gift.id)).toBe(0);
    expect(await database.db.$count(orders, sql`${orders.certificateCode} IS NOT NULL`)).toBe(1);

    const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed[0]!.CODE));
    expect(await cancelOrder(database.db, order!.id, BY_STAFF)).toBe('cancelled');
    expect(await certificateRow(database.db, gift.id)).toMatchObject({ balanceKopecks: 100_000, heldOrderId: null });
    expect(await ledgerSum(gift.id)).toBe(100_000);
  });

  it('1 000 р., 20 parallel SBP orders of 600 р. as the storefront sends them: one succeeds, balance 400, 19 refused', async () => {
    const gift = await giveCertificate(database.db, 100_000);
    const shoppers = await crowd(20, 1);
    // Each draft showed the certificate paying 600 р.; the checkout sends that amount along.
    const answers = await Promise.all(shoppers.map((s) => placeWith(s, shop.pointId, gift.code, 'sbp', 600)));

    const placed = ok(answers);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ STATUS: 'paid', TO_PAY: 0, CERTIFICATE: { AMOUNT: 600, BALANCE_AFTER: 400 } });
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const res of refused) {
      expect(errorOf(res, 409)).toBe('Баланс сертификата изменился: на нём осталось 400\u00a0р. Проверьте сумму к оплате');
      expect(refusedField(res)).toBe('certificate');
    }

    // Nothing of the refused ones was written: one order names the certificate, the ledger sums to the balance.
    expect(await database.db.$count(orders, sql`${orders.certificateCode} IS NOT NULL`)).toBe(1);
    expect((await certificateRow(database.db, gift.id)).balanceKopecks).toBe(40_000);
    expect(await ledgerSum(gift.id)).toBe(40_000);
    const moves = await movementsOf(database.db, gift.id);
    expect(moves.every((m) => m.balanceAfterKopecks >= 0)).toBe(true);
  });

  it('without certificateAmount (another api client): the fallback min(balance, sum) — one paid whole, one holds the 400 left, 18 refused, never negative', async () => {
    const gift = await giveCertificate(database.db, 100_000);
    const shoppers = await crowd(20, 1);
    const answers = await Promise.all(shoppers.map((s) => placeWith(s, shop.pointId, gift.code)));

    const placed = ok(answers);
    const whole = placed.filter((o) => o.STATUS === 'paid');
    const held = placed.filter((o) => o.STATUS === 'new');
    expect(whole).toHaveLength(1);
    expect(whole[0]).toMatchObject({ TO_PAY: 0, CERTIFICATE: { AMOUNT: 600, BALANCE_AFTER: 400 } });
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ TO_PAY: 200, CERTIFICATE: { AMOUNT: 400, BALANCE_AFTER: 0 } });
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(18);
    for (const res of refused) expect(errorOf(res, 409)).toBe(heldMessage);

    // Every balance the ledger ever recorded, and the one now, is ≥ 0; the parts add up to the nominal.
    const moves = await movementsOf(database.db, gift.id);
    expect(moves.every((m) => m.balanceAfterKopecks >= 0)).toBe(true);
    expect(await ledgerSum(gift.id)).toBe(0);
    expect((await certificateRow(database.db, gift.id)).balanceKopecks).toBe(0);

    // The held order paid: its 400 р. spent, 200 р. by SBP; the certificate is used up.
    const holder = shoppers[answers.findIndex((r) => r.status === 200 && orderOf(r).STATUS === 'new')]!;
    expect((await paySbp(holder, held[0]!.CODE)).AMOUNT).toBe(200);
    expect(await certificateRow(database.db, gift.id)).toMatchObject({ balanceKopecks: 0, heldOrderId: null });
  });

  it('1 000 р., 20 parallel orders of 600 р. paid on receipt: 600 + 400 spent, 18 refused as spent, never negative', async () => {
    const gift = await giveCertificate(database.db, 100_000);
    const shoppers = await crowd(20, 1);
    // Paid on receipt: each browser confirmed the checkout's phone first.
    for (const shopper of shoppers) await confirmPhoneFor(database.db, shopper, checkoutBody(shop.pointId).phone);
    const answers = await Promise.all(shoppers.map((s) => placeWith(s, shop.pointId, gift.code, 'cash')));

    const parts = ok(answers)
      .map((o) => o.CERTIFICATE!.AMOUNT)
      .sort((a, b) => a - b);
    expect(parts).toEqual([400, 600]);
    for (const res of answers.filter((r) => r.status !== 200))
      expect(errorOf(res, 400)).toBe(`Сертификат ${gift.shown} израсходован: на нём не осталось денег`);
    expect((await certificateRow(database.db, gift.id)).balanceKopecks).toBe(0);
    expect(await ledgerSum(gift.id)).toBe(0);
  });
});
