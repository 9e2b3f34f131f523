import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../../api/config';
import { orders, payments } from '../../../api/db/schema';
import { paymentDataSchema, type Payment } from '../../../shared/contract/payment';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useFresh } from '../../support/lifetime';
import { SECRET_KEY, SHOP_ID, startFakeYookassa, type FakeYookassa } from './payment-fake-yookassa';
import { allReceipts, insertOrder, newBrowser, orderById, paymentsOf } from './payment-fixture';

const paymentPath = (code: string) => `/api/order/getPaymentByOrderCode/${code}/`;
const NOTIFY = '/api/payment/notify/yookassa/';
const notification = (id: string, status = 'succeeded') => ({
  type: 'notification',
  event: `payment.${status}`,
  object: { id, status, paid: status === 'succeeded', amount: { value: '1290.00', currency: 'RUB' } },
});

const paymentOf = (res: request.Response): Payment => {
  expect(res.status).toBe(200);
  return expectEnvelope(res, paymentDataSchema).payment;
};
const creations = (fake: FakeYookassa) => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v3/payments');
const reads = (fake: FakeYookassa) => fake.calls.filter((c) => c.method === 'GET');

describe('SBP through YooKassa', () => {
  const fake = useFresh(startFakeYookassa, (made) => made.close());
  const api = useTestApi({
    env: () => ({ PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: SHOP_ID, YOOKASSA_SECRET_KEY: SECRET_KEY, YOOKASSA_API_URL: fake().url }),
    prepare: newBrowser,
  });
  const shopper = () => api().fixture;

  /** The order's payment created at the fake; returns the answer and the fake's payment id. */
  async function openPayment(code: string) {
    const payment = paymentOf(await shopper().get(paymentPath(code)));
    const created = [...fake().payments.values()].at(-1)!;
    return { payment, externalId: created.id };
  }

  it('creates the payment with basic auth, an Idempotence-Key and the amount as YooKassa writes it', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { payment, externalId } = await openPayment(order.code);

    const [call] = creations(fake());
    expect(creations(fake())).toHaveLength(1);
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from(`${SHOP_ID}:${SECRET_KEY}`).toString('base64')}`);
    expect(call!.headers['idempotence-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.body).toMatchObject({
      amount: { value: '1290.00', currency: 'RUB' },
      payment_method_data: { type: 'sbp' },
      confirmation: { type: 'qr' },
      capture: true,
      metadata: { order_code: order.code },
    });

    expect(payment).toMatchObject({ PROVIDER: 'yookassa', STATUS: 'pending', AMOUNT: 1290, DEMO_PAY: false });
    expect(payment.SBP_URL).toBe(fake().payments.get(externalId)!.link);
    expect(payment.QR_SVG).toMatch(/^<svg /);
    const [row] = await paymentsOf(api().db, order.id);
    expect(row).toMatchObject({ provider: 'yookassa', externalId, idempotenceKey: call!.headers['idempotence-key'] });

    // Later visits show the same payment without asking YooKassa again.
    expect(paymentOf(await shopper().get(paymentPath(order.code))).SBP_URL).toBe(payment.SBP_URL);
    expect(fake().calls).toHaveLength(1);
  });

  it('sends the same Idempotence-Key again after YooKassa failed, and makes one payment', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    fake().failCreates = 1;
    expect(refusalMessage(await shopper().get(paymentPath(order.code)), 502)).toBe(
      'Платёжный сервис временно недоступен, попробуйте через минуту',
    );

    const { payment } = await openPayment(order.code);
    expect(payment.STATUS).toBe('pending');
    const [first, second] = creations(fake());
    expect(second!.headers['idempotence-key']).toBe(first!.headers['idempotence-key']);
    expect(fake().payments.size).toBe(1);
  });

  it('confirms a notification only after YooKassa itself says succeeded, with one receipt', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { externalId } = await openPayment(order.code);
    fake().payments.get(externalId)!.status = 'succeeded';

    const answers = await Promise.all(Array.from({ length: 5 }, () => request(api().app).post(NOTIFY).send(notification(externalId))));
    const results = answers.map((res) => {
      expect(res.status).toBe(200);
      return (expectEnvelope(res) as { result: string }).result;
    });
    expect(results.filter((r) => r === 'confirmed')).toHaveLength(1);
    expect(reads(fake()).map((c) => c.path)).toContain(`/v3/payments/${externalId}`);

    const paid = await orderById(api().db, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const receipts = await allReceipts(api().db);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.payload).toMatchObject({ payment: { provider: 'yookassa', externalId, sumKopecks: 129_000 } });
    expect(paymentOf(await shopper().get(paymentPath(order.code)))).toMatchObject({ STATUS: 'succeeded', SBP_URL: null });
  });

  it('does not believe a notification that YooKassa does not confirm', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { externalId } = await openPayment(order.code);

    const res = await request(api().app).post(NOTIFY).send(notification(externalId));
    expect(res.status).toBe(200);
    expect(expectEnvelope(res)).toEqual({ result: 'pending' });
    expect(reads(fake())).toHaveLength(1);
    expect((await orderById(api().db, order.id)).status).toBe('new');
    expect((await paymentsOf(api().db, order.id))[0]!.status).toBe('pending');
    expect(await allReceipts(api().db)).toHaveLength(0);
  });

  it.each([
    ['whose amount at YooKassa differs', { value: '1.00', currency: 'RUB' }, 'amount_mismatch'],
    ['whose currency at YooKassa is not rubles', { value: '1290.00', currency: 'USD' }, 'amount_unreadable'],
  ])('does not confirm a payment %s', async (_case, amount, result) => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { externalId } = await openPayment(order.code);
    Object.assign(fake().payments.get(externalId)!, { status: 'succeeded', amount });

    const res = await request(api().app).post(NOTIFY).send(notification(externalId)).expect(200);
    expect(expectEnvelope(res)).toEqual({ result });
    expect((await orderById(api().db, order.id)).status).toBe('new');
    expect((await paymentsOf(api().db, order.id))[0]!.status).toBe('pending');
    expect(await allReceipts(api().db)).toHaveLength(0);
  });

  it('records money for an order another payment already paid as needing a refund, with no second receipt', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { externalId } = await openPayment(order.code);
    const paidAt = new Date('2024-01-02T03:04:05Z');
    await api().db.update(orders).set({ status: 'paid', paidAt }).where(eq(orders.id, order.id));
    fake().payments.get(externalId)!.status = 'succeeded';

    const res = await request(api().app).post(NOTIFY).send(notification(externalId)).expect(200);
    expect(expectEnvelope(res)).toEqual({ result: 'needs_refund' });
    expect(await orderById(api().db, order.id)).toMatchObject({ status: 'paid', paidAt });
    expect((await paymentsOf(api().db, order.id))[0]!.status).toBe('succeeded');
    expect(await allReceipts(api().db)).toHaveLength(0);
  });

  it('records money for a cancelled order as needing a refund, and leaves the order cancelled', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { externalId } = await openPayment(order.code);
    await api().db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    fake().payments.get(externalId)!.status = 'succeeded';

    const res = await request(api().app).post(NOTIFY).send(notification(externalId)).expect(200);
    expect(expectEnvelope(res)).toEqual({ result: 'needs_refund' });
    expect((await orderById(api().db, order.id)).status).toBe('cancelled');
    // The money was taken, so its receipt is still due (the refund is made by hand).
    expect(await allReceipts(api().db)).toHaveLength(1);
  });

  it('answers 200 without asking YooKassa for a payment it does not know', async () => {
    const res = await request(api().app).post(NOTIFY).send(notification('2f3a0b1c-000f-5000-8000-1a2b3c4d5e6f'));
    expect(res.status).toBe(200);
    expect(reads(fake())).toHaveLength(0);
  });

  it('answers 502 when YooKassa cannot be asked, so that the notification comes again', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    const { externalId } = await openPayment(order.code);
    fake().payments.get(externalId)!.status = 'succeeded';
    fake().failReads = true;

    expect((await request(api().app).post(NOTIFY).send(notification(externalId))).status).toBe(502);
    expect((await orderById(api().db, order.id)).status).toBe('new');

    fake().failReads = false;
    await request(api().app).post(NOTIFY).send(notification(externalId)).expect(200);
    expect((await orderById(api().db, order.id)).status).toBe('paid');
  });

  describe('after our link expired', () => {
    async function expire(orderId: number) {
      await api()
        .db.update(payments)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(payments.orderId, orderId));
    }

    it('keeps the same payment while YooKassa still takes it', async () => {
      const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
      const { payment } = await openPayment(order.code);
      await expire(order.id);

      const again = paymentOf(await shopper().get(paymentPath(order.code)));
      expect(again.SBP_URL).toBe(payment.SBP_URL);
      expect(new Date(again.EXPIRES_AT!).getTime()).toBeGreaterThan(Date.now());
      expect(creations(fake())).toHaveLength(1);
    });

    it('confirms a payment YooKassa took whose notification never came', async () => {
      const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
      const { externalId } = await openPayment(order.code);
      fake().payments.get(externalId)!.status = 'succeeded';
      await expire(order.id);

      expect(paymentOf(await shopper().get(paymentPath(order.code))).STATUS).toBe('succeeded');
      expect((await orderById(api().db, order.id)).status).toBe('paid');
      expect(await allReceipts(api().db)).toHaveLength(1);
    });

    it('issues a new payment with a new key once YooKassa cancelled the old one', async () => {
      const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
      const { payment, externalId } = await openPayment(order.code);
      fake().payments.get(externalId)!.status = 'canceled';
      await expire(order.id);

      const fresh = paymentOf(await shopper().get(paymentPath(order.code)));
      expect(fresh.STATUS).toBe('pending');
      expect(fresh.SBP_URL).not.toBe(payment.SBP_URL);
      const [first, second] = creations(fake());
      expect(second!.headers['idempotence-key']).not.toBe(first!.headers['idempotence-key']);
      expect(await paymentsOf(api().db, order.id)).toHaveLength(1);
    });
  });

  it('has no sandbox at all while a real acquirer takes the payments', async () => {
    const order = await insertOrder(api().db, { sessionId: shopper().sessionId });
    await openPayment(order.code);
    expect((await shopper().post(`/api/payment/sandbox/${order.code}/pay/`)).status).toBe(404);
    expect((await shopper().post('/api/payment/notify/sandbox/', { paymentId: 'x', status: 'succeeded' })).status).toBe(404);
    expect((await orderById(api().db, order.id)).status).toBe('new');
  });
});

describe('YooKassa settings', () => {
  it('refuse PAYMENT_PROVIDER=yookassa without the shop id and secret key, in Russian', () => {
    expect(() => parseApiConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '' })).toThrow(
      /YOOKASSA_SHOP_ID: нужен при PAYMENT_PROVIDER=yookassa[\s\S]*YOOKASSA_SECRET_KEY: нужен/,
    );
  });

  it('default to the sandbox and the real API address', () => {
    const config = parseApiConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', YOOKASSA_API_URL: 'https://api.yookassa.ru/v3', SBP_LINK_TTL_MINUTES: 60 });
  });
});
