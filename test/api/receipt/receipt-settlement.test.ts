/**
 * The receipt at handover («чек зачёта предоплаты»): shipping an SBP-paid order writes, in the same
 * transaction, a second receipt of the same goods as «полный расчёт» with the prepayment counted,
 * once per order, sent after the first through the same queue and provider, with its own key.
 * Against the fake YooKassa, as YooKassa receives them (docs/decisions/027-receipts.md).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { orders, outbox, sessions } from '../../../api/db/schema';
import { shipOrder } from '../../support/ship';
import { prepaymentReceiptKey, settlementReceiptKey } from '../../../api/receipt/settlement';
import { outboxRow, useJobs, waitFor } from '../jobs/jobs-fixture';
import { startFakeYookassa, type FakeYookassa } from '../payment/payment-fake-yookassa';
import { insertOrder } from '../payment/payment-fixture';
import { receiptPayloadSchema } from '../../../api/receipt/payload-schema';
import { askRefund, refundSettled } from '../payment/refund-fixture';
import { paidOrder, yookassaEnv, type PaidOrderOptions } from './receipt-fixture';

let fake: FakeYookassa;
beforeEach(async () => {
  fake = await startFakeYookassa();
});
afterEach(() => fake.close());

const rub = (value: string) => ({ value, currency: 'RUB' });
const receiptCalls = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v3/receipts');
const settled = (r: { sentAt: Date | null; failedAt: Date | null }) => r.sentAt !== null || r.failedAt !== null;
/** The order's receipts in the outbox, the first one first. */
const receiptRows = (db: Db, orderId: number) =>
  db
    .select()
    .from(outbox)
    .where(inArray(outbox.dedupeKey, [prepaymentReceiptKey(orderId), settlementReceiptKey(orderId)]))
    .orderBy(outbox.id);
const settlementRow = async (db: Db, orderId: number) =>
  (
    await db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, settlementReceiptKey(orderId)))
  )[0];

describe('the receipt at handover', () => {
  const jobs = useJobs();

  /** An order paid by SBP, its first receipt registered, then shipped: both receipts as YooKassa has them. */
  async function shippedReceipts(options: PaidOrderOptions = {}) {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake, options);
    await startRunner(yookassaEnv(fake));
    await waitFor(() => outboxRow(database.db, paid.outboxId), settled);
    expect(await shipOrder(database.db, paid.order.id, 'PSK-12345678')).toBe('shipped');
    const row = await waitFor(
      () => settlementRow(database.db, paid.order.id),
      (r) => r !== undefined && settled(r),
    );
    expect(row).toMatchObject({ lastError: null, attempts: 1 });
    expect(fake.receipts).toHaveLength(2);
    return { paid, row: row!, first: fake.receipts[0]!, second: fake.receipts[1]! };
  }

  it('repeats the first receipt’s lines (after the coupon, the delivery) as «полный расчёт», the whole sum counted as prepayment', async () => {
    const { paid, row, first, second } = await shippedReceipts();
    expect(second.body).toEqual({
      ...first.body,
      items: first.body.items.map((item) => ({ ...item, payment_mode: 'full_payment' })),
      settlements: [{ type: 'prepayment', amount: rub('1290.00') }],
    });
    expect(second.body.payment_id).toBe(paid.externalId);
    expect(second.body.items.map((i) => [i.description, i.quantity, i.amount.value, i.payment_subject])).toEqual([
      ['Боди 1, молочный, размер 62', '2.00', '425.00', 'commodity'],
      ['Боди 2, молочный, размер 68', '1.00', '400.00', 'commodity'],
      ['Доставка курьером', '1.00', '40.00', 'service'],
    ]);
    // Its own Idempotence-Key: its own row, so never taken for the first receipt's answer.
    expect(second.key).toBe(`outbox:${row.id}:${paid.order.code}`);
    expect(second.key).not.toBe(first.key);
    expect(row.externalId).toBe(second.id);
  });

  it('a certificate’s part stays counted: the first receipt split it from the SBP part, the second counts the whole as prepaid', async () => {
    const { first, second } = await shippedReceipts({ certificateKopecks: 100_000 });
    expect(first.body.settlements).toEqual([
      { type: 'cashless', amount: rub('290.00') },
      { type: 'prepayment', amount: rub('1000.00') },
    ]);
    expect(second.body.settlements).toEqual([{ type: 'prepayment', amount: rub('1290.00') }]);
    expect(second.body.items.map((i) => i.amount.value)).toEqual(first.body.items.map((i) => i.amount.value));
  });

  it('a gift certificate sold is an advance, counted where it is spent: only the goods are settled at handover', async () => {
    const { second } = await shippedReceipts({
      sellsCertificate: true,
      lines: [
        { priceKopecks: 300_000, quantity: 1 },
        { priceKopecks: 45_000, quantity: 1 },
      ],
      deliveryKopecks: 0,
    });
    expect(second.body.items.map((i) => [i.description, i.amount.value, i.payment_mode])).toEqual([
      ['Боди 2, молочный, размер 62', '450.00', 'full_payment'],
    ]);
    expect(second.body.settlements).toEqual([{ type: 'prepayment', amount: rub('450.00') }]);
  });

  it('no receipt at handover for an order paid on receipt or paid whole by a certificate at placement', async () => {
    const { database } = jobs();
    const db = database.db;
    const [session] = await db.insert(sessions).values({ tokenHash: 'settlement-none' }).returning({ id: sessions.id });
    const cash = await insertOrder(db, { sessionId: session!.id, paymentMethod: 'cash' });
    const byCertificate = await insertOrder(db, { sessionId: session!.id });
    await db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(), certificateCode: 'K7QW3MZP9XRDH2TE', certificateKopecks: byCertificate.totalKopecks })
      .where(eq(orders.id, byCertificate.id));

    expect(await shipOrder(db, cash.id, 'PSK-1234')).toBe('shipped');
    expect(await shipOrder(db, byCertificate.id, 'PSK-5678')).toBe('shipped');
    expect(await receiptRows(db, cash.id)).toEqual([]);
    expect(await receiptRows(db, byCertificate.id)).toEqual([]);
  });

  it('shipping twice, even at once, writes one receipt at handover', async () => {
    const { database } = jobs();
    const paid = await paidOrder(database.db, fake);
    const results = await Promise.all([
      shipOrder(database.db, paid.order.id, 'PSK-12345678'),
      shipOrder(database.db, paid.order.id, 'PSK-12345678'),
    ]);
    expect(results.sort()).toEqual(['refused: shipped', 'shipped']);
    expect(await shipOrder(database.db, paid.order.id, 'PSK-99999999')).toBe('refused: shipped');
    const rows = await receiptRows(database.db, paid.order.id);
    expect(rows.map((r) => r.dedupeKey)).toEqual([`receipt:${paid.order.id}`, `receipt:${paid.order.id}:settlement`]);
  });

  it('YooKassa gets it once despite an outage and a try that timed out after taking it', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    await startRunner(yookassaEnv(fake));
    await waitFor(() => outboxRow(database.db, paid.outboxId), settled);
    fake.receiptScript = ['http-500', 'late'];
    fake.lateMs = 2_500; // past RECEIPT_TIMEOUT_SECONDS=1
    await shipOrder(database.db, paid.order.id, 'PSK-12345678');
    const row = await waitFor(
      () => settlementRow(database.db, paid.order.id),
      (r) => r !== undefined && r.sentAt !== null,
      20_000,
    );

    // 500; taken but answered after the client gave up; the same key answered with the receipt taken.
    const calls = receiptCalls().slice(1);
    expect(new Set(calls.map((c) => c.headers['idempotence-key']))).toEqual(new Set([`outbox:${row!.id}:${paid.order.code}`]));
    expect(calls).toHaveLength(3);
    expect(fake.receipts).toHaveLength(2);
    expect(row).toMatchObject({ attempts: 3, externalId: fake.receipts[1]!.id, lastError: null });
    console.info(`handover receipt, timeout: ${calls.length} calls, 1 receipt, attempts ${row!.attempts}`);
  }, 40_000);

  it('waits for the prepayment receipt: shipped during an outage, YooKassa still registers the first receipt first', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    await shipOrder(database.db, paid.order.id, 'PSK-12345678');
    fake.receiptScript = ['http-500'];
    await startRunner(yookassaEnv(fake));
    const row = await waitFor(
      () => settlementRow(database.db, paid.order.id),
      (r) => r !== undefined && settled(r),
      30_000,
    );

    expect(row).toMatchObject({ failedAt: null, lastError: null });
    expect(fake.receipts.map((r) => r.body.items[0]!.payment_mode)).toEqual(['full_prepayment', 'full_payment']);
    // Not one request for it until the first receipt was taken (500, then 200): it waited its turn.
    const firstKey = `outbox:${paid.outboxId}:${paid.order.code}`;
    const keys = receiptCalls().map((c) => c.headers['idempotence-key']);
    expect(keys).toEqual([firstKey, firstKey, `outbox:${row!.id}:${paid.order.code}`]);
    expect(row!.attempts).toBeGreaterThan(1);
    console.info(`handover receipt during an outage: ${receiptCalls().length} calls, attempts ${row!.attempts}`);
  }, 40_000);

  it('is given up, never sent, when the prepayment receipt was refused: there is nothing registered to count', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, fake);
    fake.receiptScript = ['invalid'];
    await startRunner(yookassaEnv(fake));
    await waitFor(() => outboxRow(database.db, paid.outboxId), settled);
    await shipOrder(database.db, paid.order.id, 'PSK-12345678');
    const row = await waitFor(
      () => settlementRow(database.db, paid.order.id),
      (r) => r !== undefined && settled(r),
    );

    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toBe(`чек зачёта предоплаты: чек предоплаты receipt:${paid.order.id} не зарегистрирован, зачитывать нечего`);
    expect(receiptCalls()).toHaveLength(1);
  });

  it('the sandbox records it as sent', async () => {
    const { database, startRunner } = jobs();
    const paid = await paidOrder(database.db, null, { provider: 'sandbox' });
    await startRunner();
    await shipOrder(database.db, paid.order.id, 'PSK-12345678');
    const row = await waitFor(
      () => settlementRow(database.db, paid.order.id),
      (r) => r?.sentAt != null,
    );
    expect(row!.externalId).toBe(`sandbox:receipt:outbox:${row!.id}:${paid.order.code}`);
  });
  it('counts only what refunds before handover left: a kopeck given back is not handed over', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await paidOrder(db, null, { provider: 'sandbox' });
    await startRunner();
    // 400 р. back before it leaves: the last goods first (decision 047), the second bodysuit.
    const asked = await askRefund(db, paid.order.id, 40_000);
    await refundSettled(db, asked.refundId);
    expect(await shipOrder(db, paid.order.id, 'PSK-12345678')).toBe('shipped');
    const row = await settlementRow(db, paid.order.id);
    const payload = receiptPayloadSchema.parse(row!.payload);
    expect(payload).toMatchObject({ totalKopecks: 89_000, prepaidKopecks: 89_000, payment: { sumKopecks: 0 } });
    expect(payload.items.map((i) => [i.name, i.quantity, i.priceKopecks, i.paymentMode])).toEqual([
      ['Боди 1, молочный, размер 62', 2, 42_500, 'full_payment'],
      ['Доставка курьером', 1, 4_000, 'full_payment'],
    ]);
  });
});
