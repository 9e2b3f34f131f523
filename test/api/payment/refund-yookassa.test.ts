/**
 * Refunds through YooKassa's refunds API, against the local fake: POST /v3/refunds with the
 * refund's own Idempotence-Key, retried by the outbox's job through an outage or a timeout and read
 * again while YooKassa is still processing, so the money goes back once; a refund YooKassa cancels
 * changes nothing and frees its sum (decision 047).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxJobsSettled, outboxRowWhen, useJobs } from '../jobs/jobs-fixture';
import { paidOrder, yookassaEnv } from '../receipt/receipt-fixture';
import { startFakeYookassa, type FakeYookassa } from './payment-fake-yookassa';
import { orderById } from './payment-fixture';
import { askRefund, refundMessagesInOutbox, refundReceiptWhenSettled, refundSettled } from './refund-fixture';

let fake: FakeYookassa;
beforeEach(async () => {
  fake = await startFakeYookassa();
});
afterEach(() => fake.close());

const env = () => ({ ...yookassaEnv(fake), REFUND_TIMEOUT_SECONDS: '1' });
const refundCalls = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v3/refunds');

describe('refunds through YooKassa', () => {
  const jobs = useJobs();

  it('a full refund asks YooKassa once with the refund’s key, turns the order refunded and registers its refund receipt', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, fake);
    const asked = await askRefund(db, paid.order.id, 129_000, 'Отказ от заказа');
    await startRunner(env());
    const refund = await refundSettled(db, asked.refundId);

    expect(refund.status).toBe('succeeded');
    expect(fake.refunds).toEqual([expect.objectContaining({ paymentId: paid.externalId, kopecks: 129_000, status: 'succeeded' })]);
    expect(refund.externalId).toBe(fake.refunds[0]!.id);
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0]!.headers['idempotence-key']).toBe(refund.idempotenceKey);
    expect(refundCalls()[0]!.body).toEqual({
      payment_id: paid.externalId,
      amount: { value: '1290.00', currency: 'RUB' },
      description: `Возврат по заказу ${paid.order.code}: Отказ от заказа`,
    });
    expect((await orderById(db, paid.order.id)).status).toBe('refunded');

    const row = await refundReceiptWhenSettled(db, paid.order.id, asked.refundId);
    expect(row).toMatchObject({ lastError: null, attempts: 1 });
    const sent = fake.receipts.find((r) => r.body.type === 'refund')!;
    expect(row!.externalId).toBe(sent.id);
    expect(sent.body.refund_id).toBe(refund.externalId);
    expect(sent.body.payment_id).toBeUndefined();
    expect(sent.body.settlements).toEqual([{ type: 'cashless', amount: { value: '1290.00', currency: 'RUB' } }]);
  });

  it('a partial refund through an outage (500) is retried with the same key: one refund of its sum', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, fake);
    fake.refundScript = ['http-500'];
    const asked = await askRefund(db, paid.order.id, 40_000);
    await startRunner(env());
    await refundSettled(db, asked.refundId, 20_000);
    const message = (await refundMessagesInOutbox(db))[0]!;
    expect(await outboxRowWhen(db, message.id, 'sent')).toMatchObject({ attempts: 2, externalId: fake.refunds[0]!.id });

    expect(refundCalls()).toHaveLength(2);
    expect(new Set(refundCalls().map((c) => c.headers['idempotence-key'])).size).toBe(1);
    expect(fake.refunds.map((r) => r.kopecks)).toEqual([40_000]);
    expect((await orderById(db, paid.order.id)).status).toBe('paid');
  });

  it('a refund YooKassa is still processing is read again until it succeeds', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, fake);
    fake.refundScript = ['pending'];
    const asked = await askRefund(db, paid.order.id, 129_000);
    await startRunner(env());
    const refund = await refundSettled(db, asked.refundId, 20_000);

    expect(refund.status).toBe('succeeded');
    expect(refundCalls()).toHaveLength(1);
    expect(fake.calls.filter((c) => c.method === 'GET' && c.path === `/v3/refunds/${refund.externalId}`)).toHaveLength(1);
    expect((await orderById(db, paid.order.id)).status).toBe('refunded');
  });

  it('a refund YooKassa cancels changes nothing, writes no receipt and frees its sum to be asked again', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, fake);
    fake.refundScript = ['canceled'];
    const asked = await askRefund(db, paid.order.id, 129_000);
    await startRunner(env());
    const refund = await refundSettled(db, asked.refundId);

    expect(refund.status).toBe('cancelled');
    expect(refund.cancelledAt).not.toBeNull();
    const message = await outboxRowWhen(db, (await refundMessagesInOutbox(db))[0]!.id, 'failed');
    expect(message.lastError).toBe(`платёжный сервис отклонил возврат ${refund.externalId}: деньги не вернулись`);
    await outboxJobsSettled(db);
    expect((await orderById(db, paid.order.id)).status).toBe('paid');
    expect(fake.receipts.filter((r) => r.body.type === 'refund')).toHaveLength(0);

    const again = await askRefund(db, paid.order.id, 129_000);
    expect((await refundSettled(db, again.refundId)).status).toBe('succeeded');
  });

  it('a refund YooKassa refuses (400: less is left of the payment, returned by hand in its cabinet) is given up and cancelled', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, fake);
    fake.refunds.push({ id: 'by-hand', key: 'cabinet', paymentId: paid.externalId, kopecks: 100_000, status: 'succeeded' });
    const asked = await askRefund(db, paid.order.id, 50_000);
    await startRunner(env());
    const refund = await refundSettled(db, asked.refundId);

    expect(refund).toMatchObject({ status: 'cancelled', externalId: null });
    const message = await outboxRowWhen(db, (await refundMessagesInOutbox(db))[0]!.id, 'failed');
    expect(message).toMatchObject({
      attempts: 1,
      lastError: 'ЮKassa ответила 400 на возврат платежа: invalid_request Refund amount (amount)',
    });
    await outboxJobsSettled(db);
    expect(refundCalls()).toHaveLength(1);
    expect((await orderById(db, paid.order.id)).status).toBe('paid');
  });
});
