/**
 * What a refund refuses, in Russian, writing nothing; and two staff refunding one order at once,
 * who between them never ask back more than was paid (decision 047).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { orders, outbox, sessions } from '../../../api/db/schema';
import { DomainError } from '../../../api/http/errors';
import { changeStatus, staff } from '../../../api/order/service';
import { refundMessages } from '../../../api/payment/service';
import { useTestDatabase } from '../../support/database';
import { paidOrder } from '../receipt/receipt-fixture';
import { insertOrder, orderById } from './payment-fixture';
import { askRefund, refundMessagesInOutbox, refundsOf } from './refund-fixture';

const sandboxOrder = (db: Db) => paidOrder(db, null, { provider: 'sandbox' });

/** The refusal `asking` throws (asked after the order is read as it was), and that it wrote no refund, no outbox row, and left the order as it was. */
async function refusedUnchanged(db: Db, orderId: number, asking: () => Promise<unknown>) {
  const before = await orderById(db, orderId);
  const outboxBefore = await db.$count(outbox);
  const error = await asking().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(await refundsOf(db, orderId)).toEqual([]);
  expect(await refundMessagesInOutbox(db)).toEqual([]);
  expect(await db.$count(outbox)).toBe(outboxBefore);
  expect(await orderById(db, orderId)).toEqual(before);
  return error as DomainError;
}

describe('a refund refused', () => {
  const database = useTestDatabase();

  it('of nothing, less than nothing or part of a kopeck: the amount is refused', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      const error = await refusedUnchanged(db, paid.order.id, () => askRefund(db, paid.order.id, amount));
      expect(error).toMatchObject({ status: 422, message: refundMessages.amount });
    }
  });

  it('without a reason', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    const error = await refusedUnchanged(db, paid.order.id, () => askRefund(db, paid.order.id, 100, '   '));
    expect(error.message).toBe('Укажите причину возврата');
  });

  it('above what was paid, or above what earlier refunds left', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    const above = await refusedUnchanged(db, paid.order.id, () => askRefund(db, paid.order.id, 129_001));
    expect(above).toMatchObject({
      status: 409,
      message: 'Вернуть можно не больше 1\u00a0290\u00a0р.: столько оплачено и ещё не возвращено',
    });

    await askRefund(db, paid.order.id, 100_000);
    const error = await askRefund(db, paid.order.id, 29_001).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Вернуть можно не больше 290\u00a0р.: столько оплачено и ещё не возвращено' });
    await askRefund(db, paid.order.id, 29_000);
    await expect(askRefund(db, paid.order.id, 1)).rejects.toThrow(refundMessages.nothingLeft);
    expect((await refundsOf(db, paid.order.id)).map((r) => r.amountKopecks)).toEqual([100_000, 29_000]);
  });

  it('of an order not paid, or one paid on receipt, or one that does not exist', async () => {
    const { db } = database();
    const [session] = await db.insert(sessions).values({ tokenHash: 'refund-refusals' }).returning({ id: sessions.id });
    const unpaid = await insertOrder(db, { sessionId: session!.id });
    expect((await refusedUnchanged(db, unpaid.id, () => askRefund(db, unpaid.id, 100))).message).toBe(
      'Заказ не оплачен: возвращать нечего',
    );

    const cash = await insertOrder(db, { sessionId: session!.id, paymentMethod: 'cash' });
    await db.transaction(async (tx) => {
      await changeStatus(tx, cash.id, 'shipped', { actor: staff(), trackingNumber: 'PSK-5555' });
      await changeStatus(tx, cash.id, 'delivered', { actor: staff() });
    });
    expect((await refusedUnchanged(db, cash.id, () => askRefund(db, cash.id, 100))).message).toBe(refundMessages.onReceipt);

    await expect(askRefund(db, 987_654, 100)).rejects.toMatchObject({ status: 404, message: 'Заказ не найден' });
  });

  it('of an order refunded whole already', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    await db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, paid.order.id));
    expect((await refusedUnchanged(db, paid.order.id, () => askRefund(db, paid.order.id, 100))).message).toBe(refundMessages.nothingLeft);
  });
});

describe('two staff refunding one order at once', () => {
  const database = useTestDatabase();

  it('asking the whole sum each: one refund is written, the other refused', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    const results = await Promise.allSettled([askRefund(db, paid.order.id, 129_000), askRefund(db, paid.order.id, 129_000)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ message: refundMessages.nothingLeft });
    expect((await refundsOf(db, paid.order.id)).map((r) => r.amountKopecks)).toEqual([129_000]);
    expect(await refundMessagesInOutbox(db)).toHaveLength(1);
  });

  it('ten asking 200 р. each of 1 290 р.: six are written, never more than was paid', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => askRefund(db, paid.order.id, 20_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    const rows = await refundsOf(db, paid.order.id);
    expect(rows.reduce((sum, r) => sum + r.amountKopecks, 0)).toBe(120_000);
  });
});

describe('an order paid on receipt', () => {
  const database = useTestDatabase();

  it('is paid when it is handed over (delivered), and not before', async () => {
    const { db } = database();
    const [session] = await db.insert(sessions).values({ tokenHash: 'on-receipt' }).returning({ id: sessions.id });
    const cash = await insertOrder(db, { sessionId: session!.id, paymentMethod: 'cash' });
    await db.transaction((tx) => changeStatus(tx, cash.id, 'shipped', { actor: staff(), trackingNumber: 'PSK-7777' }));
    expect((await orderById(db, cash.id)).paidAt).toBeNull();
    await db.transaction((tx) => changeStatus(tx, cash.id, 'delivered', { actor: staff() }));
    const delivered = await orderById(db, cash.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.paidAt).not.toBeNull();
  });

  it('an SBP order keeps the time it was paid when it is delivered', async () => {
    const { db } = database();
    const paid = await sandboxOrder(db);
    await db.transaction(async (tx) => {
      await changeStatus(tx, paid.order.id, 'shipped', { actor: staff(), trackingNumber: 'PSK-8888' });
      await changeStatus(tx, paid.order.id, 'delivered', { actor: staff() });
    });
    expect((await orderById(db, paid.order.id)).paidAt).toEqual(paid.order.paidAt);
  });
});
