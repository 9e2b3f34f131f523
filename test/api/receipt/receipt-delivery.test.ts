import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProviders } from '../../../api/providers/payment';
import { parseApiConfig } from '../../../api/config';
import { receiptSender } from '../../../api/receipt/service';
import { outboxRow, outboxRowWhen, useJobs, waitFor } from '../jobs/jobs-fixture';
import { startFakeYookassa, type FakeYookassa } from '../payment/payment-fake-yookassa';
import { paidOrder, yookassaEnv } from './receipt-fixture';
import { sharedReads } from '../../../api/outbox/shared-reads';

let fake: FakeYookassa;
beforeEach(async () => {
  fake = await startFakeYookassa();
});
afterEach(() => fake.close());

const receiptCalls = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v3/receipts');
const keysSent = () => receiptCalls().map((c) => c.headers['idempotence-key']);
const settledOrFailed = (r: { sentAt: Date | null; failedAt: Date | null }) => r.sentAt !== null || r.failedAt !== null;

describe('54-FZ receipts through the acquirer', () => {
  const jobs = useJobs();

  it('an outage (500, 500, 429) is retried with the same key until YooKassa takes the receipt, once', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    fake.receiptScript = ['http-500', 'http-500', 'http-429'];
    await startRunner(yookassaEnv(fake));
    const row = await waitFor(() => outboxRow(database.db, paid.outboxId), settledOrFailed, 30_000);

    expect(row).toMatchObject({ attempts: 4, lastError: null, failedAt: null });
    expect(row.sentAt).not.toBeNull();
    expect(fake.receipts).toHaveLength(1);
    expect(row.externalId).toBe(fake.receipts[0]!.id);
    expect(new Set(keysSent())).toEqual(new Set([`outbox:${paid.outboxId}:${paid.order.code}`]));
    console.info(`outage: ${receiptCalls().length} calls (500, 500, 429, 200), ${fake.receipts.length} receipt`);
  });

  it('a try that timed out after YooKassa took the receipt is retried with its key: one receipt, its id stored', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    fake.receiptScript = ['late'];
    fake.lateMs = 2_500; // past RECEIPT_TIMEOUT_SECONDS=1
    await startRunner(yookassaEnv(fake));
    const row = await outboxRowWhen(database.db, paid.outboxId, 'sent', 20_000);

    expect(row.attempts).toBe(2);
    expect(receiptCalls()).toHaveLength(2);
    expect(keysSent()[0]).toBe(keysSent()[1]);
    expect(fake.receipts).toHaveLength(1);
    expect(row.externalId).toBe(fake.receipts[0]!.id);
    console.info(`timeout: ${receiptCalls().length} calls, ${fake.receipts.length} receipt`);
  });

  it('a receipt sent before a crash (the row left unmarked) is sent again and YooKassa answers the same receipt', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    // What a runner that died between YooKassa's answer and its commit did: it sent, and marked nothing.
    const config = parseApiConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...yookassaEnv(fake) });
    const first = await receiptSender(createPaymentProviders(config, database.db), database.db)(
      (await outboxRow(database.db, paid.outboxId)).payload,
      `outbox:${paid.outboxId}`,
      sharedReads(),
    );
    expect((await outboxRow(database.db, paid.outboxId)).sentAt).toBeNull();

    await startRunner(yookassaEnv(fake));
    const row = await outboxRowWhen(database.db, paid.outboxId, 'sent');
    expect(receiptCalls()).toHaveLength(2);
    expect(fake.receipts).toHaveLength(1);
    expect(row).toMatchObject({ attempts: 1, externalId: first.externalId });
  });

  it('two runners racing over 20 paid orders register each receipt once', async () => {
    const { database, startRunner } = jobs();
    const runners = await Promise.all([startRunner(yookassaEnv(fake)), startRunner(yookassaEnv(fake))]);
    const paid = [];
    for (let i = 0; i < 20; i += 1) paid.push(await paidOrder(database.db, fake));
    await Promise.all(runners.flatMap((runner) => [runner.sweep(), runner.sweep()]));
    const unsent = () =>
      database.db
        .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox WHERE kind = 'receipt' AND sent_at IS NULL`)
        .then((r) => r.rows[0]!.n);
    expect(await waitFor(unsent, (n) => n === 0, 20_000)).toBe(0);

    expect(fake.receipts).toHaveLength(20);
    expect(receiptCalls()).toHaveLength(20);
    expect(new Set(fake.receipts.map((r) => r.body.payment_id))).toEqual(new Set(paid.map((p) => p.externalId)));
    const attempts = await database.db.execute(sql`SELECT DISTINCT attempts FROM outbox WHERE kind = 'receipt'`);
    expect(attempts.rows).toEqual([{ attempts: 1 }]);
  });

  it('a receipt YooKassa refuses (400 invalid_request) is given up at once with its reason, never retried', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    fake.receiptScript = ['invalid'];
    const runner = await startRunner(yookassaEnv(fake));
    const row = await waitFor(() => outboxRow(database.db, paid.outboxId), settledOrFailed);

    expect(row.sentAt).toBeNull();
    expect(row.failedAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('ЮKassa ответила 400 на отправку чека: invalid_request Invalid receipt data (items.payment_subject)');
    await runner.sweep();
    expect(receiptCalls()).toHaveLength(1);
    expect(fake.receipts).toHaveLength(0);
  });

  it('the sandbox counts a receipt registered; a YooKassa receipt waits while YooKassa is not configured', async () => {
    const { database, startRunner } = jobs();
    const sandbox = await paidOrder(database.db, null, { provider: 'sandbox' });
    const orphan = await paidOrder(database.db, fake);
    await startRunner();
    const sent = await outboxRowWhen(database.db, sandbox.outboxId, 'sent');
    expect(sent.externalId).toBe(`sandbox:receipt:outbox:${sandbox.outboxId}:${sandbox.order.code}`);

    const waiting = await waitFor(
      () => outboxRow(database.db, orphan.outboxId),
      (r) => r.lastError !== null,
    );
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null, lastError: 'чек платежа yookassa: этот платёжный сервис не настроен' });
    expect(receiptCalls()).toHaveLength(0);
  });
});
