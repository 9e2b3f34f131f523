/**
 * Surcharges with the sandbox bank, through the api (decision 051): staff edit a paid order up, the
 * shopper gets the link (SMS, order page, payment page) and pays it, the bank's notices confirm it
 * once without touching the status, its own receipt is written once, the back office sees it paid;
 * a second edit replaces one still unpaid; shipping waits for it.
 */
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { DomainError } from '../../../api/http/errors';
import { changeStatus, staff } from '../../../api/order/service';
import { shipOrder } from '../../support/ship';
import { SURCHARGE_REFUSAL } from '../../../api/order/lifecycle/guards';
import { paymentDataSchema, type Payment } from '../../../shared/contract/payment';
import { deferred } from '../../support/deferred';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { lockWaiters } from '../../support/locks';
import { memberAs, paidOrder } from '../admin/orders-fixture';
import { editEventsOf, lineOf, orderRow, useEditApi } from '../order/order-edit-fixture';
import { orderOf } from '../order/order-fixture';
import { refundsOf } from './refund-fixture';
import { addLine, editSms, onlySurcharge, receiptsOf, sandboxPaid, surchargesOf } from './surcharge-fixture';

const api = useEditApi();

const paymentPath = (code: string) => `/api/order/getPaymentByOrderCode/${code}/`;
const payPath = (code: string) => `/api/payment/sandbox/${code}/pay/`;
const paymentOf = (res: request.Response): Payment => {
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, paymentDataSchema).payment;
};
const resultOf = (res: request.Response) => (expectEnvelope(res) as { result: string }).result;

/** Holds order `id`'s row, as an edit or a cancel holds it, until `release` is called. */
async function holdOrder(db: Db, id: number) {
  const locked = deferred();
  const released = deferred();
  const holding = db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${id} FOR UPDATE`);
    locked.resolve();
    await released.promise;
  });
  await locked.promise;
  return async () => {
    released.resolve();
    await holding;
  };
}

describe('a surcharge with the sandbox bank', () => {
  it('edit up → link → the shopper pays: one surcharge succeeded, one receipt of the added goods, the status kept, the admin page shows it paid', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    const link = `/personal/order/${code}/sbp/`;

    expect(await addLine(manager, id, shop.hat)).toMatchObject({ surchargeKopecks: 45_050, refundKopecks: 0, surchargeLink: link });
    const due = (await manager.get(`/orders/${id}/`)).body.data;
    expect(due.surchargeDue).toEqual({ kopecks: 45_050, link });
    expect(due.payments.map((p: { kind: string; status: string }) => [p.kind, p.status])).toEqual([
      ['order', 'succeeded'],
      ['surcharge', 'pending'],
    ]);
    expect((await editSms(db, id)).at(-1)).toMatch(
      new RegExp(`^Хлопушки: состав заказа ${code} изменён, доплата — 450,50 р\\. по СБП: https?://[^ ]+${link}$`, 'u'),
    );
    expect(orderOf(await shopper.post(`/api/order/get/${code}/`).send({})).SURCHARGE).toEqual({ AMOUNT: 450.5, PAY_URL: link });

    const asked = paymentOf(await shopper.get(paymentPath(code)));
    expect(asked).toMatchObject({ KIND: 'surcharge', AMOUNT: 450.5, STATUS: 'pending', DEMO_PAY: true });
    expect(asked.SBP_URL).toMatch(/&sum=45050&/);
    const events = (await editEventsOf(db, id)).length;

    expect(paymentOf(await shopper.post(payPath(code)))).toMatchObject({ KIND: 'surcharge', STATUS: 'succeeded', AMOUNT: 450.5 });
    const surcharge = await onlySurcharge(db, id);
    expect(surcharge).toMatchObject({ status: 'succeeded', amountKopecks: 45_050, refundDueAt: null });
    expect((await orderRow(db, id)).status).toBe('paid');
    expect(await editEventsOf(db, id)).toHaveLength(events);

    const receipts = await receiptsOf(db, id);
    expect(receipts.map((r) => r.key)).toEqual([`receipt:${id}`, `receipt:${id}:surcharge:${surcharge.id}`]);
    expect(receipts[1]).toMatchObject({
      operation: 'income',
      totalKopecks: 45_050,
      prepaidKopecks: 0,
      payment: { provider: 'sandbox', externalId: surcharge.externalId, sumKopecks: 45_050 },
    });
    expect(receipts[1]!.items).toEqual([
      expect.objectContaining({
        name: expect.stringContaining('размер 44'),
        quantity: 1,
        priceKopecks: 45_050,
        paymentMode: 'full_prepayment',
      }),
    ]);

    const page = (await manager.get(`/orders/${id}/`)).body.data;
    expect(page.surchargeDue).toBeNull();
    expect(page.payments.map((p: { kind: string; status: string }) => [p.kind, p.status])).toEqual([
      ['order', 'succeeded'],
      ['surcharge', 'succeeded'],
    ]);
    expect(page.receipts.map((r: { kind: string }) => r.kind)).toEqual(['prepayment', 'surcharge']);
    expect(page.allowed).toContain('shipped');
    expect(orderOf(await shopper.post(`/api/order/get/${code}/`).send({})).SURCHARGE).toBeNull();
  });

  it('is confirmed once however many notices arrive at once, or queue on the order while it is held', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    await addLine(manager, id, shop.hat);
    paymentOf(await shopper.get(paymentPath(code)));
    const { externalId } = await onlySurcharge(db, id);

    // The order held (as an edit holds it): every notice waits there, then only the first confirms.
    const release = await holdOrder(db, id);
    const notices = Promise.all(Array.from({ length: 5 }, () => sandboxPaid(app, externalId!).then((res) => res)));
    await expect.poll(() => lockWaiters(db), { timeout: 10_000 }).toBe(5);
    await release();
    expect((await notices).map(resultOf).sort()).toEqual(['already_paid', 'already_paid', 'already_paid', 'already_paid', 'confirmed']);

    const paidAt = (await onlySurcharge(db, id)).paidAt;
    const again = await Promise.all(Array.from({ length: 3 }, () => sandboxPaid(app, externalId!)));
    expect(again.map(resultOf)).toEqual(['already_paid', 'already_paid', 'already_paid']);
    expect((await onlySurcharge(db, id)).paidAt).toEqual(paidAt);
    expect((await receiptsOf(db, id)).map((r) => r.key)).toHaveLength(2);
    expect((await orderRow(db, id)).status).toBe('paid');
  });

  it('still unpaid, is replaced by a second edit with one for the new difference; the old link’s money is flagged to go back', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    await addLine(manager, id, shop.hat);
    paymentOf(await shopper.get(paymentPath(code)));
    expect(await addLine(manager, id, shop.leto)).toMatchObject({ surchargeKopecks: 245_050, refundKopecks: 0 });

    const [old, open] = await surchargesOf(db, id);
    expect(old).toMatchObject({ status: 'cancelled', amountKopecks: 45_050 });
    expect(old!.withdrawnAt).not.toBeNull();
    expect(open).toMatchObject({ status: 'pending', amountKopecks: 245_050, withdrawnAt: null, externalId: null });
    expect(paymentOf(await shopper.get(paymentPath(code)))).toMatchObject({ KIND: 'surcharge', AMOUNT: 2450.5 });
    expect((await manager.get(`/orders/${id}/`)).body.data.surchargeDue).toMatchObject({ kopecks: 245_050 });

    // A bank that still took the first link: recorded, flagged to be returned, no receipt, nothing else due changes.
    expect(resultOf(await sandboxPaid(app, old!.externalId!))).toBe('needs_refund');
    const [flagged, stillOpen] = await surchargesOf(db, id);
    expect(flagged).toMatchObject({ status: 'succeeded' });
    expect(flagged!.refundDueAt).not.toBeNull();
    expect(stillOpen).toMatchObject({ status: 'pending', amountKopecks: 245_050 });
    expect((await receiptsOf(db, id)).map((r) => r.key)).toEqual([`receipt:${id}`]);
    expect(orderOf(await shopper.post(`/api/order/get/${code}/`).send({}))).toMatchObject({
      SURCHARGE: { AMOUNT: 2450.5 },
      REFUND_DUE: { AMOUNT: 450.5 },
    });
  });

  it('still unpaid, is withdrawn by an edit back down: nothing due, nothing refunded', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    await addLine(manager, id, shop.hat);
    const res = await manager.post(`/orders/${id}/lines/`, { operations: [{ op: 'remove', lineId: await lineOf(db, id, shop.hat) }] });
    expect(res.body.data).toMatchObject({ surchargeKopecks: 0, refundKopecks: 0, surchargeLink: null });
    expect((await surchargesOf(db, id)).map((s) => s.status)).toEqual(['cancelled']);
    expect(res.body.data.order.surchargeDue).toBeNull();
    expect(await refundsOf(db, id)).toEqual([]);
    expect(paymentOf(await shopper.get(paymentPath(code)))).toMatchObject({ KIND: 'order', STATUS: 'succeeded' });
    expect((await editSms(db, id)).at(-1)).not.toMatch(/доплата/u);
  });

  it('paid, is what an edit down gives back first', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    await addLine(manager, id, shop.hat);
    paymentOf(await shopper.get(paymentPath(code)));
    paymentOf(await shopper.post(payPath(code)));
    const surcharge = await onlySurcharge(db, id);

    const res = await manager.post(`/orders/${id}/lines/`, { operations: [{ op: 'remove', lineId: await lineOf(db, id, shop.body62) }] });
    expect(res.body.data).toMatchObject({ refundKopecks: 150_000, surchargeKopecks: 0 });
    // 450,50 р. from the surcharge, the rest from the order's own payment: neither beyond what it took.
    expect((await refundsOf(db, id)).map((r) => [r.paymentId === surcharge.id ? 'surcharge' : 'order', r.amountKopecks])).toEqual([
      ['surcharge', 45_050],
      ['order', 104_950],
    ]);
  });

  it('unpaid, holds the parcel: shipping is refused in Russian and not offered, and allowed once it is paid', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const { id, code, shopper } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    await addLine(manager, id, shop.hat);
    expect((await manager.post(`/orders/${id}/status/`, { to: 'assembling' })).status).toBe(200);
    const page = (await manager.get(`/orders/${id}/`)).body.data;
    expect(page.allowed).not.toContain('shipped');
    expect(refusalMessage(await manager.post(`/orders/${id}/status/`, { to: 'shipped', trackingNumber: 'RA123' }), 409)).toBe(
      SURCHARGE_REFUSAL,
    );
    expect(await shipOrder(db, id, 'RA123')).toBe('refused: assembling');
    expect((await orderRow(db, id)).status).toBe('assembling');

    paymentOf(await shopper.get(paymentPath(code)));
    paymentOf(await shopper.post(payPath(code)));
    expect((await manager.post(`/orders/${id}/status/`, { to: 'shipped', trackingNumber: 'RA123' })).status).toBe(200);
    const settled = (await receiptsOf(db, id)).map((r) => r.key);
    const { id: paymentId } = await onlySurcharge(db, id);
    expect(settled).toEqual(expect.arrayContaining([`receipt:${id}:settlement`, `receipt:${id}:surcharge:${paymentId}:settlement`]));
  });

  it('asked while a ship waits for the order is seen by it: the ship is refused and undone', async () => {
    const { app, db, fixture: shop } = api();
    const { id } = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    const manager = await memberAs(app, db, 'manager');
    // The edit queues on the order first, the ship (the lifecycle's, as the carrier's hand-over makes it) after it: the
    // ship's statement began before the edit's surcharge committed.
    const release = await holdOrder(db, id);
    const editing = manager
      .post(`/orders/${id}/lines/`, { operations: [{ op: 'add', offerId: shop.hat, quantity: 1 }] })
      .then((res) => res);
    await expect.poll(() => lockWaiters(db), { timeout: 10_000 }).toBe(1);
    const shipping = db
      .transaction((tx) => changeStatus(tx, id, 'shipped', { actor: staff(), trackingNumber: 'RA777' }))
      .catch((error: unknown) => error);
    await expect.poll(() => lockWaiters(db), { timeout: 10_000 }).toBe(2);
    await release();
    expect((await editing).status).toBe(200);
    const refused = await shipping;
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 409, message: SURCHARGE_REFUSAL });
    expect((await orderRow(db, id)).status).toBe('paid');
    expect((await receiptsOf(db, id)).map((r) => r.key)).toEqual([`receipt:${id}`]);
  });
});
