/**
 * A refund's 54-FZ receipt («возврат прихода») goes through the receipt queue once, whatever times
 * out: YooKassa's fake takes the refund and the receipt each after the client gave up, the outbox's
 * job retries both with their keys, and YooKassa ends with one refund and one refund receipt
 * (issue 23, "How we will check it"; decision 047).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxJobsSettled, outboxRowWhen, useJobs } from '../jobs/jobs-fixture';
import { startFakeYookassa, type FakeYookassa } from '../payment/payment-fake-yookassa';
import { askRefund, refundMessagesInOutbox, refundReceipts, refundReceiptWhenSettled, refundSettled } from '../payment/refund-fixture';
import { paidOrder, yookassaEnv } from './receipt-fixture';

let fake: FakeYookassa;
beforeEach(async () => {
  fake = await startFakeYookassa();
});
afterEach(() => fake.close());

const rub = (value: string) => ({ value, currency: 'RUB' });

describe('the receipt of a partial refund', () => {
  const jobs = useJobs();

  it('is registered once, even when YooKassa’s refund and receipt answers both come after the timeout and are retried', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, fake);
    await startRunner({ ...yookassaEnv(fake), REFUND_TIMEOUT_SECONDS: '1' });
    await outboxRowWhen(db, paid.outboxId, 'sent');

    fake.refundScript = ['late'];
    fake.refundLateMs = 2_500; // past REFUND_TIMEOUT_SECONDS=1
    fake.receiptScript = ['late'];
    fake.lateMs = 2_500; // past RECEIPT_TIMEOUT_SECONDS=1
    const asked = await askRefund(db, paid.order.id, 50_000, 'Боди 2 не подошло');
    await refundSettled(db, asked.refundId, 20_000);
    const row = await refundReceiptWhenSettled(db, paid.order.id, asked.refundId, 20_000);
    await outboxJobsSettled(db);

    expect(fake.refunds.map((r) => r.kopecks)).toEqual([50_000]);
    expect((await refundMessagesInOutbox(db))[0]).toMatchObject({ attempts: 2, externalId: fake.refunds[0]!.id });
    expect(await refundReceipts(db, paid.order.id)).toHaveLength(1);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    const refundReceiptsAtYookassa = fake.receipts.filter((r) => r.body.type === 'refund');
    expect(refundReceiptsAtYookassa).toHaveLength(1);
    expect(row!.externalId).toBe(refundReceiptsAtYookassa[0]!.id);

    // 500 р. of 1 290 р.: the last goods first — Боди 2 whole, then 100 р. of one Боди 1.
    const { body } = refundReceiptsAtYookassa[0]!;
    expect(body.refund_id).toBe(fake.refunds[0]!.id);
    expect(body.items.map((i) => [i.description, i.quantity, i.amount.value, i.payment_mode])).toEqual([
      ['Боди 2, молочный, размер 68', '1.00', '400.00', 'full_prepayment'],
      ['Боди 1, молочный, размер 62', '1.00', '100.00', 'full_prepayment'],
    ]);
    expect(body.settlements).toEqual([{ type: 'cashless', amount: rub('500.00') }]);
  });
});
