/**
 * Refunds of an order paid in two payments, its own and a surcharge (decisions 047, 051), through
 * the api with the outbox's job returning the money (the sandbox bank): never more than either
 * payment took, the newest first, each refund's receipt drawn from its own payment's receipt; a
 * paid order with a paid surcharge and a certificate part refunded whole gives everything back
 * once, and its receipts add up to what the buyer paid.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificateMovements, orderEvents } from '../../../api/db/schema';
import { refundMessages } from '../../../api/payment/service';
import { testApiApp } from '../../support/database';
import { refusalMessage } from '../../support/envelope';
import { memberAs, paidOrder } from '../admin/orders-fixture';
import { certificateBalance, editShop, orderRow, stocksOf } from '../order/order-edit-fixture';
import { giveCertificate, UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { useJobs, waitFor } from '../jobs/jobs-fixture';
import { refundsOf } from './refund-fixture';
import { addLine, onlySurcharge, receiptsOf } from './surcharge-fixture';

const paymentPath = (code: string) => `/api/order/getPaymentByOrderCode/${code}/`;
const payPath = (code: string) => `/api/payment/sandbox/${code}/pay/`;

describe('refunds of an order paid with a surcharge', () => {
  const jobs = useJobs();

  /** The shop over the jobs' database; an order of one 1 500 р. bodysuit paid, a 450,50 р. hat added and paid on top. */
  async function paidTwice(how: { certificate?: string } = {}) {
    const { database } = jobs();
    const { db } = database;
    const app = testApiApp(database, UNLIMITED_ORDERS);
    const shop = await editShop(db);
    const manager = await memberAs(app, db, 'manager');
    const owner = await memberAs(app, db, 'owner');
    const placed = await paidOrder(app, db, shop, [[shop.body62, 1]], how);
    await addLine(manager, placed.id, shop.hat);
    expect((await placed.shopper.get(paymentPath(placed.code))).status).toBe(200);
    expect((await placed.shopper.post(payPath(placed.code))).status).toBe(200);
    const surcharge = await onlySurcharge(db, placed.id);
    return { db, shop, manager, owner, ...placed, surcharge };
  }

  /** Which payment each refund of the order comes from, and how much. */
  const refundedFrom = async (db: Parameters<typeof refundsOf>[0], orderId: number, surchargeId: number) =>
    (await refundsOf(db, orderId)).map((r) => [r.paymentId === surchargeId ? 'surcharge' : 'order', r.amountKopecks, r.status]);

  it('never exceed either payment: the surcharge first, then the order’s own, each refund receipt from its payment’s receipt', async () => {
    const { db, manager, id, surcharge } = await paidTwice();
    const own = (await orderRow(db, id)).totalKopecks - surcharge.amountKopecks;
    const refund = (amountKopecks: number) => manager.post(`/orders/${id}/refund/`, { amountKopecks, reason: 'Вернули часть заказа' });

    const first = await refund(60_000);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.refundIds).toHaveLength(2);
    expect(await refundedFrom(db, id, surcharge.id)).toEqual([
      ['surcharge', 45_050, 'pending'],
      ['order', 14_950, 'pending'],
    ]);
    const left = own - 14_950;
    expect(refusalMessage(await refund(left + 1), 409)).toBe(refundMessages.tooMuch(left));
    expect((await refund(left)).status).toBe(200);
    expect(refusalMessage(await refund(1), 409)).toBe(refundMessages.nothingLeft);

    await jobs().startRunner();
    const refunded = await waitFor(
      () => orderRow(db, id),
      (o) => o.status === 'refunded',
    );
    expect(refunded.status).toBe('refunded');
    const back = await refundedFrom(db, id, surcharge.id);
    expect(back).toEqual([
      ['surcharge', 45_050, 'succeeded'],
      ['order', 14_950, 'succeeded'],
      ['order', left, 'succeeded'],
    ]);

    const receipts = await receiptsOf(db, id);
    const income = receipts.filter((r) => r.operation === 'income' && !r.settles);
    const returned = receipts.filter((r) => r.operation === 'refund');
    // Written as each refund's money came back, in whatever order the job made them.
    const byTotal = (rows: typeof returned) => [...rows].sort((a, b) => a.totalKopecks - b.totalKopecks);
    expect(byTotal(returned).map((r) => [r.settles, r.payment.externalId, r.totalKopecks])).toEqual([
      [`receipt:${id}`, income[0]!.payment.externalId, 14_950],
      [`receipt:${id}:surcharge:${surcharge.id}`, surcharge.externalId, 45_050],
      [`receipt:${id}`, income[0]!.payment.externalId, left],
    ]);
    const fromSurcharge = returned.find((r) => r.settles !== `receipt:${id}`)!;
    expect(fromSurcharge.items).toEqual([expect.objectContaining({ name: expect.stringContaining('размер 44'), priceKopecks: 45_050 })]);
    const sum = (rows: { totalKopecks: number }[]) => rows.reduce((s, r) => s + r.totalKopecks, 0);
    expect(sum(returned)).toBe(sum(income));
  });

  it('refunded whole by two staff at once, with a certificate part, gives back money, stock and certificate once', async () => {
    const { database } = jobs();
    const certificate = await giveCertificate(database.db, 100_000);
    const { db, shop, manager, owner, id, surcharge } = await paidTwice({ certificate: certificate.shown });
    const order = await orderRow(db, id);
    expect(order.certificateKopecks).toBe(100_000);
    const paidBySbp = order.totalKopecks - order.certificateKopecks;
    const stocks = await stocksOf(db, [shop.body62, shop.hat]);

    const answers = await Promise.all(
      [manager, owner].map((m) => m.post(`/orders/${id}/refund/`, { amountKopecks: paidBySbp, reason: 'Отказ от заказа' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    await jobs().startRunner();
    await waitFor(
      () => orderRow(db, id),
      (o) => o.status === 'refunded',
    );
    expect(await refundedFrom(db, id, surcharge.id)).toEqual([
      ['surcharge', 45_050, 'succeeded'],
      ['order', paidBySbp - 45_050, 'succeeded'],
    ]);

    expect(await stocksOf(db, [shop.body62, shop.hat])).toEqual({
      [shop.body62]: stocks[shop.body62]! + 1,
      [shop.hat]: stocks[shop.hat]! + 1,
    });
    expect(await certificateBalance(db, certificate.id)).toBe(100_000);
    const released = await db
      .select()
      .from(certificateMovements)
      .where(and(eq(certificateMovements.certificateId, certificate.id), eq(certificateMovements.kind, 'released')));
    expect(released).toHaveLength(1);
    expect(
      await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, 'refunded'))),
    ).toHaveLength(1);

    // What the receipts took in, SBP and certificate alike, is what they gave back.
    const receipts = await receiptsOf(db, id);
    const income = receipts.filter((r) => r.operation === 'income' && !r.settles);
    const returned = receipts.filter((r) => r.operation === 'refund');
    const sum = (rows: { totalKopecks: number }[]) => rows.reduce((s, r) => s + r.totalKopecks, 0);
    expect(sum(income)).toBe(order.totalKopecks);
    expect(sum(returned)).toBe(order.totalKopecks);
    expect(returned.find((r) => r.settles === `receipt:${id}`)).toMatchObject({ prepaidKopecks: 100_000 });
  });
});
