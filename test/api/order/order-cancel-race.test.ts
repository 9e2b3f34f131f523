/**
 * One cancelOrder, whoever races it (api/order/lifecycle/cancel.ts, docs/decisions/041): an order's
 * stock, coupon use and certificate part come back exactly once, and its history says once what
 * happened, when two of the staff cancel it at the same moment, or when the bank's payment notice
 * and the unpaid-order job arrive together.
 */
import { asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { couponUsages, coupons, orderEvents, orders, outbox, payments } from '../../../api/db/schema';
import { UNPAID_ORDERS_QUEUE } from '../../../api/jobs/unpaid-orders';
import { cancelOrder, staff } from '../../../api/order/service';
import { paymentDataSchema } from '../../../shared/contract/payment';
import { testApiApp } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import {
  certificateRow,
  giveCertificate,
  movementsOf,
  placeWith,
  prepareCertificateShop,
  UNLIMITED_ORDERS,
  type CertificateShop,
} from '../certificate/certificate-fixture';
import { useJobs, waitFor } from '../jobs/jobs-fixture';
import { orderOf, shopperWith, stockOf, type Target } from './order-fixture';

const ORDERS = 6;

/** The shop of these tests: goods, a 10 % coupon, the api on the jobs' database. */
async function prepareShop(db: Db) {
  const goods = await prepareCertificateShop(db);
  const [coupon] = await db.insert(coupons).values({ code: 'MINUS10', kind: 'percent', value: 10 }).returning();
  return { goods, couponId: coupon!.id };
}

/** An SBP order of two bodysuits with the coupon and 500 р. of it on a certificate of its own, its link opened. */
async function waitingOrder(db: Db, app: Target, goods: CertificateShop) {
  const certificate = await giveCertificate(db, 50_000);
  const shopper = await shopperWith(app, [[goods.body, 2]]);
  expect((await shopper.get('/api/basket/setCoupon/').query({ coupon: 'MINUS10' })).status).toBe(200);
  const placed = orderOf(await placeWith(shopper, goods.pointId, certificate.shown));
  expect(placed).toMatchObject({ PRICE: 1080, TO_PAY: 580, COUPON: 'MINUS10' });
  const opened = await shopper.get(`/api/order/getPaymentByOrderCode/${placed.CODE}/`);
  expect(opened.status).toBe(200);
  expectEnvelope(opened, paymentDataSchema);
  const [order] = await db.select().from(orders).where(eq(orders.code, placed.CODE));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order!.id));
  return { id: order!.id, certificateId: certificate.id, paymentId: payment!.externalId! };
}

/** The order's history as [from, to, who]. */
const historyOf = async (db: Db, orderId: number) =>
  (await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))).map((e) => [
    e.fromStatus,
    e.toStatus,
    e.actorKind,
  ]);

/** What the order holds: its status, its coupon use, its certificate's balance and movements. */
async function holdings(db: Db, order: { id: number; certificateId: number }) {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  return {
    status: row!.status,
    couponUses: await db.$count(couponUsages, eq(couponUsages.orderId, order.id)),
    balance: (await certificateRow(db, order.certificateId)).balanceKopecks,
    movements: (await movementsOf(db, order.certificateId)).map((m) => m.kind),
  };
}

const GIVEN_BACK = { status: 'cancelled', couponUses: 0, balance: 50_000, movements: ['issued', 'held', 'released'] };
const KEPT_PAID = { status: 'paid', couponUses: 1, balance: 0, movements: ['issued', 'spent'] };

describe('cancelling an order that others change at the same moment', () => {
  const jobs = useJobs();

  async function shop() {
    const { database } = jobs();
    const db = database.db;
    const { goods, couponId } = await prepareShop(db);
    const app = testApiApp(database, UNLIMITED_ORDERS);
    const stockBefore = await stockOf(db, goods.body);
    const placed = [];
    for (let i = 0; i < ORDERS; i++) placed.push(await waitingOrder(db, app, goods));
    expect(await stockOf(db, goods.body)).toBe(stockBefore - 2 * ORDERS);
    const usedCount = async () => (await db.select().from(coupons).where(eq(coupons.id, couponId)))[0]!.usedCount;
    expect(await usedCount()).toBe(ORDERS);
    return { db, app, goods, placed, stockBefore, usedCount };
  }

  it('gives back stock, coupon use and certificate balance once when two of the staff cancel each order at once', async () => {
    const { db, goods, placed, stockBefore, usedCount } = await shop();
    const results = await Promise.all(
      placed.map((order) =>
        Promise.all([cancelOrder(db, order.id, { actor: staff('1') }), cancelOrder(db, order.id, { actor: staff('2') })]),
      ),
    );
    for (const pair of results) expect([...pair].sort()).toEqual(['already_cancelled', 'cancelled']);

    expect(await stockOf(db, goods.body)).toBe(stockBefore);
    expect(await usedCount()).toBe(0);
    for (const order of placed) {
      expect(await holdings(db, order)).toEqual(GIVEN_BACK);
      expect(await historyOf(db, order.id)).toEqual([
        [null, 'new', 'shopper'],
        ['new', 'cancelled', 'staff'],
      ]);
      expect(await db.$count(outbox, eq(outbox.eventKey, `order:${order.id}:cancelled`))).toBe(2);
    }
  });

  it("lets exactly one of the bank's payment notice and the unpaid-order job win each order, and keeps or gives back accordingly", async () => {
    const { db, app, goods, placed, stockBefore, usedCount } = await shop();
    await db.execute(sql`UPDATE orders SET created_at = now() - interval '76 minutes' WHERE id IN ${placed.map((o) => o.id)}`);
    await db.execute(sql`UPDATE payments SET expires_at = now() - interval '16 minutes'`);
    const runner = await jobs().startRunner();

    const notify = (order: (typeof placed)[number]) =>
      request(app).post('/api/payment/notify/sandbox/').send({ paymentId: order.paymentId, status: 'succeeded' });
    // The job has asked the acquirer about the order (its link is no longer pending): it cancels next.
    const jobAt = (order: (typeof placed)[number]) =>
      waitFor(
        async () => (await db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id)))[0]!.status,
        (status) => status !== 'pending',
        20_000,
      );
    // Half the notices leave with the job's start, half as the job reaches their order: both sides win some.
    const [, ...notices] = await Promise.all([
      runner.run(UNPAID_ORDERS_QUEUE),
      ...placed.map((order, i) => (i % 2 === 0 ? notify(order) : jobAt(order).then(() => notify(order)))),
    ]);
    let paid = 0;
    for (const [i, order] of placed.entries()) {
      const held = await holdings(db, order);
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
      const { result } = expectEnvelope(notices[i]!) as { result: string };
      if (held.status === 'paid') {
        paid += 1;
        expect(held).toEqual(KEPT_PAID);
        expect(result).toBe('confirmed');
        expect(payment).toMatchObject({ status: 'succeeded', refundDueAt: null });
        expect(await historyOf(db, order.id)).toEqual([
          [null, 'new', 'shopper'],
          ['new', 'paid', 'bank'],
        ]);
      } else {
        expect(held).toEqual(GIVEN_BACK);
        // The money came after the cancel: recorded, and flagged to go back.
        expect(result).toBe('needs_refund');
        expect(payment!.refundDueAt).not.toBeNull();
        expect(await historyOf(db, order.id)).toEqual([
          [null, 'new', 'shopper'],
          ['new', 'cancelled', 'job'],
        ]);
      }
    }
    console.info(`bank against the job: ${paid} of ${ORDERS} orders paid, ${ORDERS - paid} cancelled`);
    expect(await stockOf(db, goods.body)).toBe(stockBefore - 2 * paid);
    expect(await usedCount()).toBe(paid);
  });
});
