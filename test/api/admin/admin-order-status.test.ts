/**
 * Staff change an order's status through the back office (decision 050): every transition the
 * lifecycle allows, one by one, and the ones it refuses; the tracking number reaches the shopper's
 * page; warehouse staff pack and ship but do not cancel; a batch changes each order on its own; two
 * staff cancelling at once give stock back once; every change is in the audit log.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponUsages, orders } from '../../../api/db/schema';
import { certificateRow, giveCertificate, movementsOf } from '../certificate/certificate-fixture';
import { FORBIDDEN_STATUS } from '../../../api/admin/orders/service';
import { refusalMessage } from '../../support/envelope';
import { checkoutBody, confirmPhoneFor, orderOf, shopperWith } from '../order/order-fixture';
import { insertCoupon, orderRow, outboxOf, payOrder, placeFor, placeOrder, stocksOf, useEditApi } from '../order/order-edit-fixture';
import { auditOf, memberAs } from './orders-fixture';

const api = useEditApi();

/** An order paid on receipt: it may be packed and sent before its money. */
async function cashOrder() {
  const { app, db, fixture: shop } = api();
  const shopper = await shopperWith(app, [[shop.body62, 2]]);
  await confirmPhoneFor(db, shopper, '+7 916 123-45-67');
  const placed = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(shop.pointId, { payment: 'cash' })));
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed.CODE));
  return row!.id;
}

describe('an order’s status changed by staff', () => {
  it('goes paid → assembling → shipped with its tracking number → delivered, and the shopper sees the number', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
    await payOrder(db, placed.id);
    expect((await manager.get(`/orders/${placed.id}/`)).body.data.allowed).toEqual(['assembling', 'shipped']);

    const packing = await manager.post(`/orders/${placed.id}/status/`, { to: 'assembling' });
    expect(packing.status, packing.text).toBe(200);
    expect(packing.body.data.order.status).toBe('assembling');
    const shipped = await manager.post(`/orders/${placed.id}/status/`, { to: 'shipped', trackingNumber: 'RA123456789RU' });
    expect(shipped.body.data.order).toMatchObject({ status: 'shipped', trackingNumber: 'RA123456789RU' });
    expect(shipped.body.data.allowed).toEqual(['delivered']);

    // The notice of sending goes out as the lifecycle always writes it: its outbox rows.
    expect((await outboxOf(db, `order:${placed.id}:shipped:`)).length).toBeGreaterThan(0);
    const seen = await placed.shopper.post(`/api/order/get/${placed.code}/`);
    expect(orderOf(seen).TRACKING_NUMBER).toBe('RA123456789RU');

    const delivered = await manager.post(`/orders/${placed.id}/status/`, { to: 'delivered' });
    expect(delivered.body.data.order.status).toBe('delivered');
    expect(delivered.body.data.allowed).toEqual([]);
    const audit = await auditOf(db, placed.id);
    expect(audit.map((a) => [a.staffId, a.action, a.before, a.after])).toEqual([
      [manager.id, 'order.status', { status: 'paid', trackingNumber: null }, { status: 'assembling', trackingNumber: null }],
      [manager.id, 'order.status', { status: 'assembling', trackingNumber: null }, { status: 'shipped', trackingNumber: 'RA123456789RU' }],
      [
        manager.id,
        'order.status',
        { status: 'shipped', trackingNumber: 'RA123456789RU' },
        { status: 'delivered', trackingNumber: 'RA123456789RU' },
      ],
    ]);
  });

  it('paid on receipt goes new → assembling → shipped → delivered, and is paid at handover', async () => {
    const { app, db } = api();
    const warehouse = await memberAs(app, db, 'warehouse');
    const id = await cashOrder();
    expect((await warehouse.get(`/orders/${id}/`)).body.data.allowed).toEqual(['assembling', 'shipped']);
    for (const [to, body] of [
      ['assembling', {}],
      ['shipped', { trackingNumber: 'CDEK-1' }],
      ['delivered', {}],
    ] as const) {
      const res = await warehouse.post(`/orders/${id}/status/`, { to, ...body });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.order.status).toBe(to);
    }
    expect((await orderRow(db, id)).paidAt).not.toBeNull();
  });

  it('new unpaid by SBP is cancelled by a manager, its units back on the shelf', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const stock = (await stocksOf(db, [shop.body62]))[shop.body62]!;
    const id = await placeOrder(app, db, shop, [[shop.body62, 3]]);
    expect((await manager.get(`/orders/${id}/`)).body.data.allowed).toEqual(['cancelled']);
    const res = await manager.post(`/orders/${id}/status/`, { to: 'cancelled', note: 'покупатель передумал' });
    expect(res.body.data.order.status).toBe('cancelled');
    expect((await stocksOf(db, [shop.body62]))[shop.body62]).toBe(stock);
    expect((await auditOf(db, id))[0]!.after).toEqual({ status: 'cancelled', trackingNumber: null, note: 'покупатель передумал' });
  });

  it('is refused, changing nothing, where the lifecycle or the role does not allow it', async () => {
    const { app, db, fixture: shop } = api();
    const [manager, warehouse] = [await memberAs(app, db, 'manager'), await memberAs(app, db, 'warehouse')];
    const id = await placeOrder(app, db, shop, [[shop.body62, 1]]);
    const refused = async (who: typeof manager, body: object, status: number, message: string) => {
      const res = await who.post(`/orders/${id}/status/`, body);
      expect(refusalMessage(res, status, JSON.stringify(body))).toBe(message);
    };
    await refused(manager, { to: 'assembling' }, 409, 'Заказ ждёт оплаты по СБП: собрать и отправить его можно, когда он будет оплачен');
    await refused(manager, { to: 'delivered' }, 409, 'Заказ в статусе «Ожидает оплаты» нельзя перевести в статус «Доставлен»');
    await refused(manager, { to: 'shipped' }, 400, 'Укажите трек-номер отправления');
    await refused(manager, { to: 'paid' }, 400, 'Новый статус (to): assembling, shipped, delivered, cancelled');
    await refused(warehouse, { to: 'cancelled' }, 403, FORBIDDEN_STATUS);
    await payOrder(db, id);
    await refused(manager, { to: 'cancelled' }, 409, 'Заказ в статусе «Оплачен» нельзя перевести в статус «Отменён»');
    await manager.post(`/orders/${id}/status/`, { to: 'assembling' });
    await refused(manager, { to: 'cancelled' }, 409, 'Заказ оплачен: отменить его можно только вернув деньги');
    await refused(manager, { to: 'assembling' }, 409, 'Заказ уже в статусе «Собирается»');
    expect((await orderRow(db, id)).status).toBe('assembling');
    expect(await auditOf(db, id)).toHaveLength(1);
    expect(refusalMessage(await manager.post('/orders/999999/status/', { to: 'cancelled' }), 404, 'unknown')).toBe('Заказ не найден');
  });

  it('in a batch changes each order it may and names the refused ones with why', async () => {
    const { app, db, fixture: shop } = api();
    const manager = await memberAs(app, db, 'manager');
    const [a, b] = [await placeOrder(app, db, shop, [[shop.body62, 1]]), await placeOrder(app, db, shop, [[shop.hat, 1]])];
    await payOrder(db, b);
    const res = await manager.post('/orders/status/', { ids: [a, b, 999999], to: 'cancelled' });
    expect(res.body.data).toEqual({
      changed: [a],
      refused: [
        { id: b, message: 'Заказ в статусе «Оплачен» нельзя перевести в статус «Отменён»' },
        { id: 999999, message: 'Заказ не найден' },
      ],
    });
    expect(refusalMessage(await manager.post('/orders/status/', { ids: [a], to: 'shipped' }), 400, 'shipped')).toMatch(
      /assembling, delivered, cancelled/u,
    );
  });

  it('cancelled by two staff at once gives its units, coupon use and certificate part back once', async () => {
    const { app, db, fixture: shop } = api();
    const [one, two] = [await memberAs(app, db, 'manager'), await memberAs(app, db, 'owner')];
    await insertCoupon(db, 'MINUS10', 10);
    const certificate = await giveCertificate(db, 50_000);
    const stock = (await stocksOf(db, [shop.body62]))[shop.body62]!;
    const id = await placeOrder(app, db, shop, [[shop.body62, 2]], { coupon: 'MINUS10', certificate: certificate.shown });
    expect(await db.$count(couponUsages, eq(couponUsages.orderId, id))).toBe(1);
    expect((await certificateRow(db, certificate.id)).balanceKopecks).toBe(0);

    const answers = await Promise.all([one, two].map((m) => m.post(`/orders/${id}/status/`, { to: 'cancelled' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stocksOf(db, [shop.body62]))[shop.body62]).toBe(stock);
    expect(await db.$count(couponUsages, eq(couponUsages.orderId, id))).toBe(0);
    expect((await certificateRow(db, certificate.id)).balanceKopecks).toBe(50_000);
    expect((await movementsOf(db, certificate.id)).map((m) => m.kind)).toEqual(['issued', 'held', 'released']);
    expect(await auditOf(db, id)).toHaveLength(1);
  });
});
