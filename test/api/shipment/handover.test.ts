/**
 * Staff hand an order to the carrier (issue 25, decision 060): the shipment is made with the order's
 * lines, weight, value and recipient, the order turns shipped with the carrier's number in the same
 * transaction as its shipment and audit rows; pressed twice, or by two staff at once, one shipment;
 * a refusal by the carrier is told in Russian and changes nothing; a batch answers per order.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../../api/db/schema';
import { PACKAGING_GRAMS } from '../../../api/delivery/weight';
import { refusalMessage } from '../../support/envelope';
import { checkoutBody, confirmPhoneFor, orderOf, shopperWith } from '../order/order-fixture';
import { orderRow, outboxOf, payOrder, placeFor } from '../order/order-edit-fixture';
import { auditOf, memberAs } from '../admin/orders-fixture';
import { KAZAN, shipmentsOf, useShipmentApi } from './shipment-fixture';

const api = useShipmentApi();

/** A paid pickup order being assembled: its id and code. */
async function assembledOrder(lines: [number, number][] = [[api().shop.body62, 2]]) {
  const { app, db, shop } = api();
  const placed = await placeFor(app, db, shop, lines);
  await payOrder(db, placed.id);
  const manager = await memberAs(app, db, 'manager');
  expect((await manager.post(`/orders/${placed.id}/status/`, { to: 'assembling' })).status).toBe(200);
  return placed;
}

/** An order paid on receipt, 2 bodysuits, being assembled. */
async function cashOrder() {
  const { app, db, shop } = api();
  const shopper = await shopperWith(app, [[shop.body62, 2]]);
  await confirmPhoneFor(db, shopper, '+7 916 123-45-67');
  const placed = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(shop.pointId, { payment: 'cash' })));
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, placed.CODE));
  const warehouse = await memberAs(app, db, 'warehouse');
  expect((await warehouse.post(`/orders/${row!.id}/status/`, { to: 'assembling' })).status).toBe(200);
  return { id: row!.id, code: placed.CODE, shopper };
}

describe('an order handed to the carrier', () => {
  it('is shipped with the carrier’s number, its lines, weight, value and recipient sent, all in the audit log', async () => {
    const { app, db, shop, carrier } = api();
    await db
      .update(products)
      .set({ weightGrams: 180 })
      .where(eq(products.id, shop.productIds.get('ox-body')!));
    const placed = await assembledOrder();
    const warehouse = await memberAs(app, db, 'warehouse');
    const page = (await warehouse.get(`/orders/${placed.id}/`)).body.data;
    expect(page).toMatchObject({ carrier: 'sandbox', shipment: null });

    const res = await warehouse.post(`/orders/${placed.id}/shipment/`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.order).toMatchObject({ status: 'shipped', trackingNumber: `PS${placed.code}` });
    expect(res.body.data.shipment).toMatchObject({ provider: 'sandbox', trackingNumber: `PS${placed.code}`, state: 'accepted' });

    const [sent] = carrier.created;
    expect(sent).toMatchObject({
      orderCode: placed.code,
      tariffCode: 136,
      destination: { method: 'pickup', cityCode: KAZAN },
      recipient: { name: expect.any(String), phone: expect.any(String) },
      // Two pieces of 180 g and the packaging checkout weighs with them.
      parcel: { weightGrams: 360 + PACKAGING_GRAMS },
      declaredValueKopecks: 300_000,
      collectKopecks: 0,
    });
    expect(sent!.lines).toEqual([expect.objectContaining({ quantity: 2, priceKopecks: 150_000, weightGrams: 180 })]);
    const [row] = await shipmentsOf(db, placed.id);
    expect(row).toMatchObject({ externalId: `uuid-${placed.code}`, trackingNumber: `PS${placed.code}`, state: 'accepted' });
    // The buyer hears of it as of any sending: the lifecycle's notices.
    expect((await outboxOf(db, `order:${placed.id}:shipped:`)).length).toBeGreaterThan(0);
    // The shopper's page: the number with the carrier's tracking page, where the parcel is, the point.
    const seen = orderOf(await placed.shopper.post(`/api/order/get/${placed.code}/`));
    expect(seen).toMatchObject({
      STATUS_NAME: 'Отправлен',
      TRACKING_NUMBER: `PS${placed.code}`,
      TRACKING_URL: `https://track.example/PS${placed.code}`,
      PARCEL_STATE: 'Принят перевозчиком',
    });
    expect(seen.DELIVERY.PICKUP_POINT).not.toBeNull();
    const audit = await auditOf(db, placed.id);
    expect(audit.at(-1)).toMatchObject({
      staffId: warehouse.id,
      action: 'order.handover',
      before: { status: 'assembling' },
      after: { status: 'shipped', provider: 'sandbox', trackingNumber: `PS${placed.code}` },
    });
  });

  it('paid on receipt, tells the carrier to collect what is left to pay', async () => {
    const { app, db, carrier } = api();
    const placed = await cashOrder();
    const manager = await memberAs(app, db, 'manager');
    expect((await manager.post(`/orders/${placed.id}/shipment/`)).status).toBe(200);
    const order = await orderRow(db, placed.id);
    expect(carrier.created[0]!.collectKopecks).toBe(order.totalKopecks - order.certificateKopecks);
    expect(carrier.created[0]!.collectKopecks).toBeGreaterThan(0);
  });

  it('pressed twice, or by two staff at once, makes one shipment', async () => {
    const { app, db, carrier } = api();
    const placed = await assembledOrder();
    const [one, two] = [await memberAs(app, db, 'manager'), await memberAs(app, db, 'warehouse')];
    let open!: () => void;
    carrier.gate = new Promise((resolve) => (open = resolve));
    const racing = [one.post(`/orders/${placed.id}/shipment/`), two.post(`/orders/${placed.id}/shipment/`)].map((r) => r.then((x) => x));
    setTimeout(open, 100);
    const answers = await Promise.all(racing);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const again = await one.post(`/orders/${placed.id}/shipment/`);
    expect(again.status).toBe(200);
    expect(carrier.created).toHaveLength(1);
    expect(await shipmentsOf(db, placed.id)).toHaveLength(1);
    expect((await auditOf(db, placed.id)).filter((a) => a.action === 'order.handover')).toHaveLength(1);
  });

  it('refused by the carrier, says why in Russian, and the order stays assembled with nothing stored', async () => {
    const { app, db, carrier } = api();
    const placed = await assembledOrder();
    const manager = await memberAs(app, db, 'manager');
    carrier.refuseWith = 'СДЭК отказал: не указан телефон получателя; вес превышает допустимый для пункта выдачи';
    const res = await manager.post(`/orders/${placed.id}/shipment/`);
    expect(refusalMessage(res, 422)).toBe(
      'Отправление не принято. СДЭК отказал: не указан телефон получателя; вес превышает допустимый для пункта выдачи',
    );
    expect((await orderRow(db, placed.id)).status).toBe('assembling');
    expect(await shipmentsOf(db, placed.id)).toEqual([]);
    expect((await auditOf(db, placed.id)).filter((a) => a.action === 'order.handover')).toEqual([]);
  });

  it('is refused for an order that may not ship yet, before the carrier is asked', async () => {
    const { app, db, shop, carrier } = api();
    const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
    const manager = await memberAs(app, db, 'manager');
    const res = await manager.post(`/orders/${placed.id}/shipment/`);
    expect(refusalMessage(res, 409)).toBe('Заказ в статусе «Ожидает оплаты» нельзя передать в доставку');
    expect(carrier.created).toEqual([]);
  });

  it('without a number yet, keeps the order assembled and the shipment registering', async () => {
    const { app, db, carrier } = api();
    const placed = await assembledOrder();
    carrier.numbers = false;
    const manager = await memberAs(app, db, 'manager');
    const res = await manager.post(`/orders/${placed.id}/shipment/`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.order.status).toBe('assembling');
    expect(res.body.data.shipment).toMatchObject({ state: 'registering', trackingNumber: null });
  });

  it('in a batch, answers per order: handed over, or refused and why', async () => {
    const { app, db, shop, carrier } = api();
    const first = await assembledOrder();
    const unpaid = await placeFor(app, db, shop, [[shop.hat, 1]]);
    const manager = await memberAs(app, db, 'manager');
    const res = await manager.post('/orders/shipments/', { ids: [first.id, unpaid.id, 999_999] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      handedOver: [{ id: first.id, trackingNumber: `PS${first.code}` }],
      refused: [
        { id: unpaid.id, message: 'Заказ в статусе «Ожидает оплаты» нельзя передать в доставку' },
        { id: 999_999, message: 'Заказ не найден' },
      ],
    });
    expect(carrier.created.map((c) => c.orderCode)).toEqual([first.code]);
  });

  it('prints the carrier’s waybill, one or a batch, and none for an order not handed over', async () => {
    const { app, db } = api();
    const [a, b] = [await assembledOrder(), await assembledOrder()];
    const manager = await memberAs(app, db, 'manager');
    expect((await manager.get(`/orders/${a.id}/waybill/`)).status).toBe(404);
    await manager.post('/orders/shipments/', { ids: [a.id, b.id] });
    const one = await manager.get(`/orders/${a.id}/waybill/`);
    expect(one.status).toBe(200);
    expect(one.headers['content-type']).toMatch(/^text\/html/);
    expect(one.headers['content-security-policy']).toContain("default-src 'none'");
    expect(one.text).toContain(`uuid-${a.code}`);
    const both = await manager.get(`/orders/waybills/?ids=${b.id},${a.id}`);
    expect(both.text).toContain(`uuid-${b.code}, uuid-${a.code}`);
  });

  it('is refused to anyone not signed in to the back office', async () => {
    const placed = await assembledOrder();
    const { default: request } = await import('supertest');
    const res = await request(api().app).post(`/api/admin/orders/${placed.id}/shipment/`);
    expect(res.status).toBe(401);
    expect(api().carrier.created).toEqual([]);
  });
});
