import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiConfig, sandboxDemoPayOn } from '../../../api/config';
import type { Db } from '../../../api/db/database';
import { payments } from '../../../api/db/schema';
import { crc16 } from '../../../api/providers/payment/nspk';
import { paymentDataSchema, type Payment } from '../../../shared/contract/payment';
import { createTestApi, useTestApi, type TestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { allReceipts, insertOrder, newBrowser, orderById, paymentsOf } from './payment-fixture';

const LINK_RE = /^https:\/\/qr\.nspk\.ru\/(AD10[0-9A-Z]{28})\?type=02&bank=\d{12}&sum=(\d+)&cur=RUB&crc=([0-9A-F]{4})$/;
/**
 * Until `count` sessions of this database wait for a row lock (the calls under test have queued).
 * Asked on a connection of its own: inside a transaction pg_stat_activity is a frozen snapshot.
 */
async function waitForLockWaiters(db: Db, count: number) {
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const paymentPath = (code: string) => `/api/order/getPaymentByOrderCode/${code}/`;
const payPath = (code: string) => `/api/payment/sandbox/${code}/pay/`;
const NOTIFY = '/api/payment/notify/sandbox/';

const paymentOf = (res: request.Response): Payment => {
  expect(res.status).toBe(200);
  return expectEnvelope(res, paymentDataSchema).payment;
};

describe('the sandbox SBP payment', () => {
  const api = useTestApi({ prepare: newBrowser });
  const shopper = () => api().fixture;

  /** An order whose payment page was opened, and the bank's notification that it was paid. */
  async function openedPayment() {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    paymentOf(await shopper().get(paymentPath(order.code)));
    const [payment] = await paymentsOf(api().db, order.id);
    return { order, payment: payment!, notification: { paymentId: payment!.externalId, status: 'succeeded' } };
  }

  it('is created once, in the NSPK link format with an SVG QR code, and reused', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const first = await shopper().get(paymentPath(order.code));
    expect(first.headers['cache-control']).toBe('private, no-store');
    const payment = paymentOf(first);
    expect(payment).toMatchObject({
      ORDER_CODE: order.code,
      AMOUNT: 1290,
      STATUS: 'pending',
      PROVIDER: 'sandbox',
      PAID_AT: null,
      DEMO_PAY: true,
    });

    const [, , sum, crc] = LINK_RE.exec(payment.SBP_URL ?? '') ?? [];
    expect(sum).toBe('129000');
    expect(crc).toBe(crc16(payment.SBP_URL!.slice(0, payment.SBP_URL!.indexOf('&crc='))));
    expect(payment.QR_SVG).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<path d="M/);
    expect(payment.QR_SVG).not.toMatch(/<image|href=/);
    expect(new Date(payment.EXPIRES_AT!).getTime()).toBeGreaterThan(Date.now());

    const again = paymentOf(await shopper().get(paymentPath(order.code)));
    expect(again.SBP_URL).toBe(payment.SBP_URL);
    expect(again.EXPIRES_AT).toBe(payment.EXPIRES_AT);
    expect(await paymentsOf(api().db, order.id)).toHaveLength(1);
  });

  it('makes one payment when the first calls come at once', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => shopper().get(paymentPath(order.code))));
    const links = new Set(answers.map((res) => paymentOf(res).SBP_URL));
    expect(links.size).toBe(1);
    expect(await paymentsOf(api().db, order.id)).toHaveLength(1);
  });

  it('is paid by the demo action through the notification path, once, with a 54-FZ receipt', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    paymentOf(await shopper().get(paymentPath(order.code)));

    const paid = paymentOf(await shopper().post(payPath(order.code)));
    expect(paid).toMatchObject({ STATUS: 'succeeded', SBP_URL: null, QR_SVG: null, DEMO_PAY: false });
    expect(paid.PAID_AT).not.toBeNull();

    const row = await orderById(api().db, order.id);
    expect(row.status).toBe('paid');
    expect(row.paidAt).not.toBeNull();
    const receipts = await allReceipts(api().db);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.dedupeKey).toBe(`receipt:${order.id}`);
    expect(receipts[0]!.payload).toMatchObject({ orderCode: order.code, totalKopecks: 129_000, customer: { phone: '+79991234567' } });

    // Paying again (a double tap) changes nothing.
    expect(paymentOf(await shopper().post(payPath(order.code))).PAID_AT).toBe(paid.PAID_AT);
    expect(paymentOf(await shopper().get(paymentPath(order.code)))).toMatchObject({ STATUS: 'succeeded', PAID_AT: paid.PAID_AT });
    expect(await allReceipts(api().db)).toHaveLength(1);
  });

  it('pays once however many identical notifications arrive at once', async () => {
    const { order, notification } = await openedPayment();

    const answers = await Promise.all(Array.from({ length: 5 }, () => request(api().app).post(NOTIFY).send(notification)));
    const results = answers.map((res) => {
      expect(res.status).toBe(200);
      return (expectEnvelope(res) as { result: string }).result;
    });
    expect(results.sort()).toEqual(['already_paid', 'already_paid', 'already_paid', 'already_paid', 'confirmed']);

    const [after] = await paymentsOf(api().db, order.id);
    expect(after).toMatchObject({ status: 'succeeded' });
    const paidOrder = await orderById(api().db, order.id);
    expect(paidOrder.status).toBe('paid');
    expect(paidOrder.paidAt).not.toBeNull();
    expect(await allReceipts(api().db)).toHaveLength(1);

    await request(api().app).post(NOTIFY).send(notification).expect(200);
    const [later] = await paymentsOf(api().db, order.id);
    expect(later!.paidAt).toEqual(after!.paidAt);
    expect((await orderById(api().db, order.id)).paidAt).toEqual(paidOrder.paidAt);
    expect(await allReceipts(api().db)).toHaveLength(1);
  });

  it('queues notifications of one payment on its row, so that only the first confirms', async () => {
    const { payment, notification } = await openedPayment();

    // Hold the row while 5 notifications arrive: each must wait for it before it reads the status.
    let pending: Promise<request.Response[]> | undefined;
    await api().db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM payments WHERE id = ${payment.id} FOR UPDATE`);
      // `.then` sends each request now (supertest sends on the first then/end).
      pending = Promise.all(
        Array.from({ length: 5 }, () =>
          request(api().app)
            .post(NOTIFY)
            .send(notification)
            .then((res) => res),
        ),
      );
      await waitForLockWaiters(api().db, 5);
    });
    const results = (await pending!).map((res) => (expectEnvelope(res) as { result: string }).result);
    expect(results.sort()).toEqual(['already_paid', 'already_paid', 'already_paid', 'already_paid', 'confirmed']);
  });

  it('answers 200 and does nothing for a notification of a payment it does not know', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    paymentOf(await shopper().get(paymentPath(order.code)));
    const res = await request(api().app).post(NOTIFY).send({ paymentId: 'AD10UNKNOWN', status: 'succeeded' });
    expect(res.status).toBe(200);
    expect(expectEnvelope(res)).toEqual({ result: 'unknown_payment' });
    expect((await orderById(api().db, order.id)).status).toBe('new');
    expect(await allReceipts(api().db)).toHaveLength(0);
  });

  it('refuses a notification that names no payment', async () => {
    expect(refusalMessage(await request(api().app).post(NOTIFY).send({ status: 'succeeded' }), 400)).toBe(
      'Уведомление о платеже не распознано',
    );
  });

  it('issues a fresh link after the old one expired, and the old one no longer pays', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const old = paymentOf(await shopper().get(paymentPath(order.code)));
    const [oldRow] = await paymentsOf(api().db, order.id);
    await api()
      .db.update(payments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(payments.id, oldRow!.id));

    expect(refusalMessage(await shopper().post(payPath(order.code)), 409)).toBe(
      'Срок действия ссылки истёк: обновите страницу, чтобы получить новую',
    );

    const fresh = paymentOf(await shopper().get(paymentPath(order.code)));
    expect(fresh.STATUS).toBe('pending');
    expect(fresh.SBP_URL).not.toBe(old.SBP_URL);
    expect(new Date(fresh.EXPIRES_AT!).getTime()).toBeGreaterThan(Date.now());
    const rows = await paymentsOf(api().db, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotenceKey).not.toBe(oldRow!.idempotenceKey);

    await request(api().app).post(NOTIFY).send({ paymentId: oldRow!.externalId, status: 'succeeded' }).expect(200);
    expect((await orderById(api().db, order.id)).status).toBe('new');

    expect(paymentOf(await shopper().post(payPath(order.code))).STATUS).toBe('succeeded');
  });

  it('issues a fresh link after the bank cancelled the payment', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const old = paymentOf(await shopper().get(paymentPath(order.code)));
    const [row] = await paymentsOf(api().db, order.id);
    await request(api().app).post(NOTIFY).send({ paymentId: row!.externalId, status: 'cancelled' }).expect(200);
    expect((await paymentsOf(api().db, order.id))[0]!.status).toBe('cancelled');

    const fresh = paymentOf(await shopper().get(paymentPath(order.code)));
    expect(fresh.STATUS).toBe('pending');
    expect(fresh.SBP_URL).not.toBe(old.SBP_URL);
  });

  it('finds the order by its code typed in lower case, as /order/get/ does', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    expect(paymentOf(await shopper().get(paymentPath(order.code.toLowerCase())))).toMatchObject({ STATUS: 'pending' });
  });

  it("answers 404 for someone else's order, an unknown code and a browser without a session", async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const stranger = await newBrowser(api());
    expect(refusalMessage(await stranger.get(paymentPath(order.code)), 404)).toBe('Заказ не найден');
    expect(refusalMessage(await stranger.post(payPath(order.code)), 404)).toBe('Заказ не найден');
    expect(refusalMessage(await request(api().app).get(paymentPath(order.code)), 404)).toBe('Заказ не найден');
    expect(refusalMessage(await shopper().get(paymentPath('NOSUCHCODE')), 404)).toBe('Заказ не найден');
    expect(refusalMessage(await shopper().get(paymentPath("'%20OR%201=1")), 404)).toBe('Заказ не найден');
    expect(await paymentsOf(api().db, order.id)).toHaveLength(0);
    expect((await orderById(api().db, order.id)).status).toBe('new');
  });

  it('refuses an order paid on receipt', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId, paymentMethod: 'cash' });
    expect(refusalMessage(await shopper().get(paymentPath(order.code)), 409)).toBe('Этот заказ оплачивается при получении');
    expect(refusalMessage(await shopper().post(payPath(order.code)), 409)).toBe('Этот заказ оплачивается при получении');
    expect(await paymentsOf(api().db, order.id)).toHaveLength(0);
  });

  it('asks to open the payment page before the demo action has a link to pay', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    expect(refusalMessage(await shopper().post(payPath(order.code)), 409)).toBe(
      'Ссылка для оплаты ещё не выпущена: откройте страницу оплаты заказа',
    );
    expect((await orderById(api().db, order.id)).status).toBe('new');
  });
});

describe('the sandbox in production', () => {
  let api: TestApi;
  afterEach(() => api.drop());

  it('issues links but has no demo action and takes no sandbox notifications', async () => {
    api = await createTestApi({ NODE_ENV: 'production' });
    const shopper = await newBrowser(api);
    const order = await insertOrder(api.db, { sessionId: shopper.sessionId });
    const payment = paymentOf(await shopper.get(paymentPath(order.code)));
    expect(payment).toMatchObject({ STATUS: 'pending', DEMO_PAY: false });

    const [row] = await paymentsOf(api.db, order.id);
    expect((await shopper.post(payPath(order.code))).status).toBe(404);
    expect((await request(api.app).post(NOTIFY).send({ paymentId: row!.externalId, status: 'succeeded' })).status).toBe(404);
    expect((await orderById(api.db, order.id)).status).toBe('new');
    expect(await allReceipts(api.db)).toHaveLength(0);
  });

  it('pays through the demo action when the demo shop turns it on (npm start)', async () => {
    api = await createTestApi({ NODE_ENV: 'production', SBP_SANDBOX_DEMO: 'on' });
    const shopper = await newBrowser(api);
    const order = await insertOrder(api.db, { sessionId: shopper.sessionId });
    expect(paymentOf(await shopper.get(paymentPath(order.code)))).toMatchObject({ STATUS: 'pending', DEMO_PAY: true });
    expect((await shopper.post(payPath(order.code))).status).toBe(200);
    expect((await orderById(api.db, order.id)).status).toBe('paid');
    expect(await allReceipts(api.db)).toHaveLength(1);
  });
});

describe('the demo switch', () => {
  it('is off for a real acquirer whatever it says', () => {
    const base = { NODE_ENV: 'development', YOOKASSA_SHOP_ID: '1', YOOKASSA_SECRET_KEY: 'k' };
    expect(sandboxDemoPayOn(parseApiConfig({ ...base, PAYMENT_PROVIDER: 'yookassa', SBP_SANDBOX_DEMO: 'on' }))).toBe(false);
    expect(sandboxDemoPayOn(parseApiConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(sandboxDemoPayOn(parseApiConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(sandboxDemoPayOn(parseApiConfig({ NODE_ENV: 'development', SBP_SANDBOX_DEMO: 'off' }))).toBe(false);
    expect(() => parseApiConfig({ SBP_SANDBOX_DEMO: 'yes' })).toThrow(/SBP_SANDBOX_DEMO/);
  });
});
