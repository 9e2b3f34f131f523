/**
 * Money in the back office (decision 050): a refund asked through the api goes to the payment
 * service with its audit row; a paid order's lines edited down get the difference back by a refund
 * in the same transaction; two staff refunding or editing the same order at once move money and
 * stock once.
 */
import { describe, expect, it } from 'vitest';
import { EDIT_REFUND_REASON } from '../../../api/admin/orders/service';
import { STAFF_ACCESS_REFUSALS } from '../../../shared/contract/admin/roles';
import { refusalMessage } from '../../support/envelope';
import { lineOf, linesOf, orderRow, placeFor, stocksOf, useEditApi } from '../order/order-edit-fixture';
import { refundsOf } from '../payment/refund-fixture';
import { auditOf, memberAs, paidOrder as paidAndPlaced } from './orders-fixture';

const api = useEditApi();

/** An order placed and paid by SBP in the sandbox: its id. */
const paidOrder = async (...args: Parameters<typeof paidAndPlaced>) => (await paidAndPlaced(...args)).id;

describe('a refund asked by staff', () => {
  it('goes to the payment service, shows on the order’s page and is in the audit log', async () => {
    const { app, db, fixture: shop } = api();
    const owner = await memberAs(app, db, 'owner');
    const id = await paidOrder(app, db, shop, [[shop.body62, 2]]);
    const res = await owner.post(`/orders/${id}/refund/`, { amountKopecks: 50_000, reason: 'Вернули одно боди' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ amountKopecks: 50_000, status: 'pending' });
    const page = (await owner.get(`/orders/${id}/`)).body.data;
    expect(page.refunds).toEqual([
      { id: res.body.data.refundId, amountKopecks: 50_000, status: 'pending', reason: 'Вернули одно боди', at: expect.any(String) },
    ]);
    expect((await auditOf(db, id)).map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      ['order.refund', owner.id, null, { refundId: res.body.data.refundId, amountKopecks: 50_000, reason: 'Вернули одно боди' }],
    ]);
  });

  it('is refused beyond what the payment took, and for an unpaid order, writing nothing', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const unpaid = await placeFor(app, db, shop, [[shop.hat, 1]]);
    expect((await manager.post(`/orders/${unpaid.id}/refund/`, { amountKopecks: 100, reason: 'x' })).status).toBe(409);
    const id = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    const total = (await orderRow(db, id)).totalKopecks;
    expect(refusalMessage(await manager.post(`/orders/${id}/refund/`, { amountKopecks: total + 1, reason: 'x' }), 409, 'too much')).toMatch(
      /не больше/u,
    );
    expect(refusalMessage(await manager.post(`/orders/${id}/refund/`, { amountKopecks: 100, reason: '  ' }), 400, 'reason')).toBe(
      'Укажите причину возврата',
    );
    expect(await refundsOf(db, id)).toEqual([]);
    expect([...(await auditOf(db, id)), ...(await auditOf(db, unpaid.id))]).toEqual([]);
  });

  it('of the whole sum by two staff at once is asked once', async () => {
    const { app, db, fixture: shop } = api();
    const [one, two] = [await memberAs(app, db, 'manager'), await memberAs(app, db, 'owner')];
    const id = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    const total = (await orderRow(db, id)).totalKopecks;
    const answers = await Promise.all([one, two].map((m) => m.post(`/orders/${id}/refund/`, { amountKopecks: total, reason: 'Отказ' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await refundsOf(db, id)).map((r) => r.amountKopecks)).toEqual([total]);
    expect(await auditOf(db, id)).toHaveLength(1);
  });
});

describe('lines edited by staff', () => {
  it('of a paid order down: stock back, the difference refunded in the same change, all in the audit log', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const id = await paidOrder(app, db, shop, [[shop.body62, 3]]);
    const stock = (await stocksOf(db, [shop.body62]))[shop.body62]!;
    const before = (await orderRow(db, id)).totalKopecks;
    const lineId = await lineOf(db, id, shop.body62);
    const res = await manager.post(`/orders/${id}/lines/`, { operations: [{ op: 'quantity', lineId, quantity: 1 }] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ refundKopecks: 300_000, surchargeKopecks: 0, couponDropped: null });
    expect(res.body.data.order.lines.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
    expect(res.body.data.order.refunds).toMatchObject([{ amountKopecks: 300_000, status: 'pending', reason: EDIT_REFUND_REASON }]);
    expect((await stocksOf(db, [shop.body62]))[shop.body62]).toBe(stock + 2);
    const [audit] = await auditOf(db, id);
    expect(audit).toMatchObject({ action: 'order.edit', staffId: manager.id, before: { totalKopecks: before } });
    expect(audit!.after).toMatchObject({
      totalKopecks: before - 300_000,
      refundKopecks: 300_000,
      operations: [{ op: 'quantity', lineId, quantity: 1 }],
    });
  });

  it('of a paid order up: says what the shopper pays on top, and refunds nothing', async () => {
    const { app, db, fixture: shop } = api();
    const owner = await memberAs(app, db, 'owner');
    const id = await paidOrder(app, db, shop, [[shop.body62, 1]]);
    const res = await owner.post(`/orders/${id}/lines/`, { operations: [{ op: 'add', offerId: shop.hat, quantity: 1 }] });
    expect(res.body.data).toMatchObject({ refundKopecks: 0, surchargeKopecks: 45_050 });
    expect(await refundsOf(db, id)).toEqual([]);
  });

  it('by two staff at once with the same change: made once, stock and money moved once', async () => {
    const { app, db, fixture: shop } = api();
    const [one, two] = [await memberAs(app, db, 'manager'), await memberAs(app, db, 'owner')];
    const id = await paidOrder(app, db, shop, [[shop.body62, 3]]);
    const stock = (await stocksOf(db, [shop.body62]))[shop.body62]!;
    const lineId = await lineOf(db, id, shop.body62);
    const operations = [
      { op: 'remove', lineId },
      { op: 'add', offerId: shop.hat, quantity: 1 },
    ];
    const answers = await Promise.all([one, two].map((m) => m.post(`/orders/${id}/lines/`, { operations })));
    // The second waits on the order's lock, then finds the line it removes gone.
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect((await stocksOf(db, [shop.body62]))[shop.body62]).toBe(stock + 3);
    expect((await linesOf(db, id)).map((l) => [l.offerId, l.quantity])).toEqual([[shop.hat, 1]]);
    expect(await refundsOf(db, id)).toHaveLength(1);
    expect(await auditOf(db, id)).toHaveLength(1);
  });

  it('of a shipped order are refused, changing nothing', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const id = await paidOrder(app, db, shop, [[shop.body62, 2]]);
    await manager.post(`/orders/${id}/status/`, { to: 'shipped', trackingNumber: 'RA1' });
    const lineId = await lineOf(db, id, shop.body62);
    const res = await manager.post(`/orders/${id}/lines/`, { operations: [{ op: 'quantity', lineId, quantity: 1 }] });
    expect(res.status).toBe(409);
    expect((await linesOf(db, id)).map((l) => l.quantity)).toEqual([2]);
    expect(await refundsOf(db, id)).toEqual([]);
    expect((await auditOf(db, id)).map((a) => a.action)).toEqual(['order.status']);
  });
});

describe('warehouse staff', () => {
  it('are refused refunds, line edits, customers and the dashboard, and nothing changes', async () => {
    const { app, db, fixture: shop } = api();
    const warehouse = await memberAs(app, db, 'warehouse');
    const id = await paidOrder(app, db, shop, [[shop.body62, 2]]);
    const lineId = await lineOf(db, id, shop.body62);
    const refused = {
      refund: await warehouse.post(`/orders/${id}/refund/`, { amountKopecks: 100, reason: 'x' }),
      lines: await warehouse.post(`/orders/${id}/lines/`, { operations: [{ op: 'quantity', lineId, quantity: 1 }] }),
      customers: await warehouse.get('/customers/'),
      note: await warehouse.post('/customers/note/', { phone: '79161234567', note: 'x' }),
      dashboard: await warehouse.get('/dashboard/'),
    };
    for (const [call, res] of Object.entries(refused)) expect(refusalMessage(res, 403, call)).toBe(STAFF_ACCESS_REFUSALS.forbidden.message);
    expect((await linesOf(db, id)).map((l) => l.quantity)).toEqual([2]);
    expect(await refundsOf(db, id)).toEqual([]);
    expect(await auditOf(db, id)).toEqual([]);
  });
});
