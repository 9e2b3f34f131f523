/**
 * Refunds with the sandbox bank, which returns money at once: asked in the caller's transaction,
 * made by the outbox's job, the order moved through the lifecycle only once the money is back, each
 * with its 54-FZ refund receipt («возврат прихода») through the receipt queue (decision 047).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificateMovements, certificates, orderEvents } from '../../../api/db/schema';
import { changeStatus, staff } from '../../../api/order/service';
import { receiptPayloadSchema } from '../../../api/receipt/payload-schema';
import { outboxRowWhen, useJobs } from '../jobs/jobs-fixture';
import { paidOrder } from '../receipt/receipt-fixture';
import { orderById } from './payment-fixture';
import { askRefund, certificateSpentOn, refundReceiptWhenSettled, refundReceipts, refundsOf, refundSettled } from './refund-fixture';

const sandboxOrder = (db: Parameters<typeof paidOrder>[0], options: Parameters<typeof paidOrder>[2] = {}) =>
  paidOrder(db, null, { provider: 'sandbox', ...options });

describe('refunds with the sandbox bank', () => {
  const jobs = useJobs();

  it('a full refund returns all the money, turns the order refunded and writes one refund receipt of all its lines', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await sandboxOrder(db);
    const asked = await askRefund(db, paid.order.id, 129_000, 'Отказ от заказа');
    expect(asked).toMatchObject({ amountKopecks: 129_000, status: 'pending' });
    // Asked, not yet made: the status waits for the money.
    expect((await orderById(db, paid.order.id)).status).toBe('paid');

    await startRunner();
    const refund = await refundSettled(db, asked.refundId);
    expect(refund).toMatchObject({ status: 'succeeded', externalId: `sandbox:refund:${refund.idempotenceKey}`, actorKind: 'staff' });
    expect(refund.refundedAt).not.toBeNull();
    expect((await orderById(db, paid.order.id)).status).toBe('refunded');

    const receipt = await refundReceiptWhenSettled(db, paid.order.id, asked.refundId);
    expect(receipt!.sentAt).not.toBeNull();
    const payload = receiptPayloadSchema.parse(receipt!.payload);
    expect(payload).toMatchObject({ operation: 'refund', totalKopecks: 129_000, prepaidKopecks: 0, refundExternalId: refund.externalId });
    expect(payload.payment.sumKopecks).toBe(129_000);
    expect(payload.items.map((i) => [i.name, i.quantity, i.priceKopecks, i.paymentMode])).toEqual([
      ['Боди 2, молочный, размер 68', 1, 40_000, 'full_prepayment'],
      ['Боди 1, молочный, размер 62', 2, 42_500, 'full_prepayment'],
      ['Доставка курьером', 1, 4_000, 'full_prepayment'],
    ]);
    const [event] = await db.select().from(orderEvents).where(eq(orderEvents.toStatus, 'refunded'));
    expect(event).toMatchObject({ fromStatus: 'paid', actorKind: 'bank', note: 'Возврат 1\u00a0290\u00a0р.: Отказ от заказа' });
  });

  it('a partial refund of a delivered order turns it partially refunded; the refund of the rest, refunded', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await sandboxOrder(db);
    await db.transaction(async (tx) => {
      await changeStatus(tx, paid.order.id, 'shipped', { actor: staff(), trackingNumber: 'PSK-1234' });
      await changeStatus(tx, paid.order.id, 'delivered', { actor: staff() });
    });
    await startRunner();
    const first = await askRefund(db, paid.order.id, 50_000);
    await refundSettled(db, first.refundId);
    expect((await orderById(db, paid.order.id)).status).toBe('partially_refunded');

    const rest = await askRefund(db, paid.order.id, 79_000);
    await refundSettled(db, rest.refundId);
    expect((await orderById(db, paid.order.id)).status).toBe('refunded');

    // Handed over: the receipts return goods sold in full («полный расчёт»), one stretch after the other.
    const receipts = await Promise.all([first, rest].map((r) => refundReceiptWhenSettled(db, paid.order.id, r.refundId)));
    const lines = receipts.map((row) => receiptPayloadSchema.parse(row!.payload).items.map((i) => [i.name, i.quantity, i.priceKopecks]));
    expect(lines).toEqual([
      [
        ['Боди 2, молочный, размер 68', 1, 40_000],
        ['Боди 1, молочный, размер 62', 1, 10_000],
      ],
      [
        ['Боди 1, молочный, размер 62', 1, 32_500],
        ['Боди 1, молочный, размер 62', 1, 42_500],
        ['Доставка курьером', 1, 4_000],
      ],
    ]);
    expect(receipts.every((row) => receiptPayloadSchema.parse(row!.payload).items.every((i) => i.paymentMode === 'full_payment'))).toBe(
      true,
    );
  });

  it('a partial refund of an order not yet delivered leaves its status: what is left still goes out', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    const paid = await sandboxOrder(db);
    await startRunner();
    const asked = await askRefund(db, paid.order.id, 40_000, 'Размер 68 кончился');
    await refundSettled(db, asked.refundId);
    expect((await orderById(db, paid.order.id)).status).toBe('paid');
    expect(await refundReceipts(db, paid.order.id)).toHaveLength(1);
  });

  it('a mixed payment returns its money to the bank and, with the last of it, the certificate’s part to the certificate, once', async () => {
    const { database, startRunner } = jobs();
    const { db } = database;
    // 1 290 р.: 1 000 р. by a certificate, 290 р. by SBP.
    const paid = await sandboxOrder(db, { certificateKopecks: 100_000 });
    const certificate = await certificateSpentOn(db, paid.order.id, paid.order.sessionId!, 100_000);
    await expect(askRefund(db, paid.order.id, 29_001)).rejects.toThrow(
      'Вернуть можно не больше 290\u00a0р.: столько оплачено и ещё не возвращено',
    );

    await startRunner();
    const first = await askRefund(db, paid.order.id, 9_000);
    await refundSettled(db, first.refundId);
    const balance = async () => (await db.select().from(certificates).where(eq(certificates.id, certificate.id)))[0]!.balanceKopecks;
    expect(await balance()).toBe(200_000);

    const last = await askRefund(db, paid.order.id, 20_000);
    await refundSettled(db, last.refundId);
    expect((await orderById(db, paid.order.id)).status).toBe('refunded');
    expect(await balance()).toBe(300_000);
    const released = await db.select().from(certificateMovements).where(eq(certificateMovements.kind, 'released'));
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ amountKopecks: 100_000, orderId: paid.order.id });

    // The last receipt returns the rest of the lines: 200 р. to the bank, 1 000 р. counted from the certificate.
    const receipt = await refundReceiptWhenSettled(db, paid.order.id, last.refundId);
    const payload = receiptPayloadSchema.parse(receipt!.payload);
    expect(payload).toMatchObject({ totalKopecks: 120_000, prepaidKopecks: 100_000, payment: { sumKopecks: 20_000 } });
    await outboxRowWhen(db, receipt!.id, 'sent');
    expect(await refundsOf(db, paid.order.id)).toHaveLength(2);
  });
});
