import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UNPAID_ORDERS_QUEUE } from '../../../api/jobs/unpaid-orders';
import type { ReleaseFigures } from '../../../api/payment/service';
import { couponUsages, coupons, orders, payments } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { testApiApp } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { paymentDataSchema } from '../../../shared/contract/payment';
import {
  certificateRow,
  giveCertificate,
  movementsOf,
  placeWith,
  prepareCertificateShop,
  readOrder,
  UNLIMITED_ORDERS,
} from '../certificate/certificate-fixture';
import { useJobs } from '../jobs/jobs-fixture';
import { checkoutBody, confirmPhoneFor, orderOf, shopperWith, stockOf, type Shopper } from './order-fixture';

/** The defaults: a link pays 60 minutes, the grace is 15: an order is due 75 minutes after placing. */
const DUE_MINUTES = 75;

/** Moves an order's placing (and its link's expiry, an hour after it) `minutes` into the past. */
async function placedAgo(db: Db, orderId: number, minutes: number) {
  await db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));
  await db
    .update(payments)
    .set({ expiresAt: sql`now() - make_interval(mins => ${minutes - 60})` })
    .where(eq(payments.orderId, orderId));
}

const openPayment = async (shopper: Shopper, code: string) => {
  const res = await shopper.get(`/api/order/getPaymentByOrderCode/${code}/`);
  expect(res.status).toBe(200);
  return expectEnvelope(res, paymentDataSchema).payment;
};

const couponRow = async (db: Db) => (await db.select().from(coupons).where(eq(coupons.code, 'MINUS10')))[0]!;
const orderRow = async (db: Db, code: string) => (await db.select().from(orders).where(eq(orders.code, code)))[0]!;

describe('unpaid SBP orders are released by a job', () => {
  const jobs = useJobs();

  /** A shop with goods, a 10 % coupon and a 500 р. certificate; the api on the runners' database. */
  async function shop() {
    const { database } = jobs();
    const db = database.db;
    const goods = await prepareCertificateShop(db);
    await db.insert(coupons).values({ code: 'MINUS10', kind: 'percent', value: 10 });
    const app = testApiApp(database, UNLIMITED_ORDERS);
    return { db, app, goods };
  }

  /** An SBP order of two bodysuits with the coupon and part paid by a certificate, its link opened. */
  async function unpaidOrder() {
    const { db, app, goods } = await shop();
    const stockBefore = await stockOf(db, goods.body);
    const certificate = await giveCertificate(db, 50_000);
    const shopper = await shopperWith(app, [[goods.body, 2]]);
    expect((await shopper.get('/api/basket/setCoupon/').query({ coupon: 'MINUS10' })).status).toBe(200);
    const order = orderOf(await placeWith(shopper, goods.pointId, certificate.shown));
    expect(order).toMatchObject({ PRICE: 1080, TO_PAY: 580, COUPON: 'MINUS10' });
    const payment = await openPayment(shopper, order.CODE);
    const id = (await orderRow(db, order.CODE)).id;
    return { db, app, goods, shopper, order, id, payment, certificate, stockBefore };
  }

  it('cancels an order past its deadline once, with two runners racing, and gives back stock, coupon and certificate', async () => {
    const { db, goods, shopper, order, id, certificate, stockBefore } = await unpaidOrder();
    expect(await stockOf(db, goods.body)).toBe(stockBefore - 2);
    expect((await couponRow(db)).usedCount).toBe(1);
    expect((await certificateRow(db, certificate.id)).balanceKopecks).toBe(0);
    await placedAgo(db, id, DUE_MINUTES + 1);

    const [a, b] = await Promise.all([jobs().startRunner(), jobs().startRunner()]);
    const runs = (await Promise.all([
      a.run(UNPAID_ORDERS_QUEUE),
      b.run(UNPAID_ORDERS_QUEUE),
      a.run(UNPAID_ORDERS_QUEUE),
      b.run(UNPAID_ORDERS_QUEUE),
    ])) as ReleaseFigures[];
    expect(runs.reduce((n, r) => n + r.cancelled, 0)).toBe(1);
    console.info(`racing release: cancelled by each run ${runs.map((r) => r.cancelled).join(' + ')}`);

    expect(await orderRow(db, order.CODE)).toMatchObject({ status: 'cancelled', cancelReason: 'unpaid' });
    expect(await stockOf(db, goods.body)).toBe(stockBefore);
    expect((await couponRow(db)).usedCount).toBe(0);
    expect(await db.select().from(couponUsages).where(eq(couponUsages.orderId, id))).toHaveLength(0);
    expect((await certificateRow(db, certificate.id)).balanceKopecks).toBe(50_000);
    expect((await movementsOf(db, certificate.id)).map((m) => m.kind)).toEqual(['issued', 'held', 'released']);

    const shown = await readOrder(shopper, order.CODE);
    expect(shown).toMatchObject({ STATUS: 'cancelled', STATUS_NAME: 'Отменён', PAYMENT: { CAN_PAY: false } });
    expect(shown.CANCELLATION).toMatchObject({ REASON: 'unpaid', TEXT: 'Заказ отменён: не оплачен вовремя' });
    expect(shown.REFUND_DUE).toBeNull();
    // A run after it finds nothing more to do.
    expect(await a.run(UNPAID_ORDERS_QUEUE)).toEqual({ cancelled: 0, paid: 0, skipped: 0 });
  });

  it('leaves an order within its deadline, one whose re-checked link is in its grace, and orders paid on receipt', async () => {
    const { db, app, goods } = await shop();
    const sbp = await shopperWith(app, [[goods.body, 1]]);
    const fresh = orderOf(await sbp.post('/api/order/checkout/').send(checkoutBody(goods.pointId)));
    await openPayment(sbp, fresh.CODE);
    await placedAgo(db, (await orderRow(db, fresh.CODE)).id, DUE_MINUTES - 2);

    const again = await shopperWith(app, [[goods.body, 1]]);
    const rechecked = orderOf(await again.post('/api/order/checkout/').send(checkoutBody(goods.pointId)));
    await openPayment(again, rechecked.CODE);
    const recheckedId = (await orderRow(db, rechecked.CODE)).id;
    await placedAgo(db, recheckedId, 3 * 60);
    // The acquirer still took this link when it was last asked, so it was kept past the window.
    await db
      .update(payments)
      .set({ expiresAt: sql`now() - interval '10 minutes'` })
      .where(eq(payments.orderId, recheckedId));

    const cash = await shopperWith(app, [[goods.hat, 1]]);
    await confirmPhoneFor(db, cash, checkoutBody(goods.pointId).phone);
    const onReceipt = orderOf(await cash.post('/api/order/checkout/').send(checkoutBody(goods.pointId, { payment: 'cash' })));
    await placedAgo(db, (await orderRow(db, onReceipt.CODE)).id, 3 * 24 * 60);

    const runner = await jobs().startRunner();
    expect(await runner.run(UNPAID_ORDERS_QUEUE)).toEqual({ cancelled: 0, paid: 0, skipped: 0 });
    for (const code of [fresh.CODE, rechecked.CODE, onReceipt.CODE]) expect((await orderRow(db, code)).status).toBe('new');
  });

  it('records money that arrives after the cancel, flags it for a refund and takes no stock again', async () => {
    const { db, app, goods, shopper, order, id, payment, stockBefore } = await unpaidOrder();
    const [row] = await db.select().from(payments).where(eq(payments.orderId, id));
    await placedAgo(db, id, DUE_MINUTES + 1);
    const runner = await jobs().startRunner();
    expect(await runner.run(UNPAID_ORDERS_QUEUE)).toMatchObject({ cancelled: 1 });

    const late = await request(app).post('/api/payment/notify/sandbox/').send({ paymentId: row!.externalId, status: 'succeeded' });
    expect(expectEnvelope(late)).toEqual({ result: 'needs_refund' });
    const [paid] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.status, 'succeeded')));
    expect(paid!.refundDueAt).not.toBeNull();
    expect(await orderRow(db, order.CODE)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await stockOf(db, goods.body)).toBe(stockBefore);

    const shown = await readOrder(shopper, order.CODE);
    expect(shown.STATUS).toBe('cancelled');
    expect(shown.REFUND_DUE).toEqual({ AMOUNT: payment.AMOUNT, SINCE: paid!.refundDueAt!.toISOString() });
    // The same notification again records nothing twice.
    const again = await request(app).post('/api/payment/notify/sandbox/').send({ paymentId: row!.externalId, status: 'succeeded' });
    expect(expectEnvelope(again)).toEqual({ result: 'already_paid' });
  });

  it('gives a late visit to the payment page what is left of the window, and no link after it', async () => {
    const { db, app, goods } = await shop();
    const shopper = await shopperWith(app, [[goods.body, 1]]);
    const late = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(goods.pointId)));
    const lateRow = await orderRow(db, late.CODE);
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '50 minutes'` })
      .where(eq(orders.id, lateRow.id));
    const link = await openPayment(shopper, late.CODE);
    const windowEnd = (await orderRow(db, late.CODE)).createdAt.getTime() + 60 * 60_000;
    expect(new Date(link.EXPIRES_AT!).getTime()).toBe(windowEnd);

    const other = await shopperWith(app, [[goods.body, 1]]);
    const over = orderOf(await other.post('/api/order/checkout/').send(checkoutBody(goods.pointId)));
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(orders.code, over.CODE));
    expect(refusalMessage(await other.get(`/api/order/getPaymentByOrderCode/${over.CODE}/`), 409)).toBe(
      'Время на оплату заказа истекло, он будет отменён. Оформите заказ заново',
    );
  });
});
