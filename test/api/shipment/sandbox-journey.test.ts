/**
 * The whole way with the sandbox carrier «Посылкин» (issue 25's check, offline): staff hand a paid
 * order over and print its waybill, the parcel moves on with time, and the carrier's ORDER_STATUS
 * webhook marks the order delivered, which the shopper sees on her page with the tracking link.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../api/db/schema';
import { SANDBOX_TRACKING_URL } from '../../../api/providers/delivery/sandbox';
import { orderOf } from '../order/order-fixture';
import { orderRow, payOrder, placeFor, useEditApi } from '../order/order-edit-fixture';
import { memberAs } from '../admin/orders-fixture';
import { shipmentsOf } from './shipment-fixture';

// Each status lasts 0.3 s: delivered (the fourth) after 0.9 s.
const api = useEditApi(() => ({ DELIVERY_SANDBOX_STEP_SECONDS: '0.3' }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an order shipped with the sandbox carrier', () => {
  it('is handed over, its waybill printed, and a webhook the carrier confirms marks it delivered', async () => {
    const { app, db, fixture: shop } = api();
    const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
    await payOrder(db, placed.id);
    const warehouse = await memberAs(app, db, 'warehouse');
    const page = (await warehouse.get(`/orders/${placed.id}/`)).body.data;
    expect(page.carrier).toBe('sandbox');

    const handed = await warehouse.post(`/orders/${placed.id}/shipment/`);
    expect(handed.status, handed.text).toBe(200);
    const number = handed.body.data.order.trackingNumber as string;
    expect(handed.body.data.order.status).toBe('shipped');
    expect(number).toMatch(/^7\d{9}$/);
    const [shipment] = await shipmentsOf(db, placed.id);

    const waybill = await warehouse.get(`/orders/${placed.id}/waybill/`);
    expect(waybill.status).toBe(200);
    expect(waybill.headers['content-type']).toMatch(/^text\/html/);
    expect(waybill.text).toContain(number);

    await sleep(1000);
    const notice = { type: 'ORDER_STATUS', uuid: shipment!.externalId, attributes: { code: 'DELIVERED' } };
    const told = await request(app).post('/api/delivery/notify/sandbox/').send(notice);
    expect(told.body.data.result).toBe('moved');
    expect((await request(app).post('/api/delivery/notify/sandbox/').send(notice)).body.data.result).toBe('recorded');
    expect((await orderRow(db, placed.id)).status).toBe('delivered');

    const seen = orderOf(await placed.shopper.post(`/api/order/get/${placed.code}/`));
    expect(seen).toMatchObject({ STATUS: 'delivered', TRACKING_NUMBER: number, TRACKING_URL: `${SANDBOX_TRACKING_URL}${number}` });
  });

  it('comes back for a recipient named with «возврат»: the carrier’s RETURNED turns the order returned', async () => {
    const { app, db, fixture: shop } = api();
    const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
    await payOrder(db, placed.id);
    await db.update(orders).set({ name: 'Тест Возврат' }).where(eq(orders.id, placed.id));
    const warehouse = await memberAs(app, db, 'warehouse');
    expect((await warehouse.post(`/orders/${placed.id}/shipment/`)).status).toBe(200);
    const [shipment] = await shipmentsOf(db, placed.id);
    await sleep(1000);
    const notice = { type: 'ORDER_STATUS', uuid: shipment!.externalId, attributes: { code: 'RETURNED' } };
    expect((await request(app).post('/api/delivery/notify/sandbox/').send(notice)).body.data.result).toBe('moved');
    expect((await orderRow(db, placed.id)).status).toBe('returned');
    expect(orderOf(await placed.shopper.post(`/api/order/get/${placed.code}/`))).toMatchObject({
      STATUS: 'returned',
      PARCEL_STATE: 'Возвращён в магазин',
    });
  });

  it('forged before its time (the carrier still has it on the way), moves nothing', async () => {
    const { app, db, fixture: shop } = api();
    const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
    await payOrder(db, placed.id);
    const manager = await memberAs(app, db, 'manager');
    expect((await manager.post(`/orders/${placed.id}/shipment/`)).status).toBe(200);
    const [shipment] = await shipmentsOf(db, placed.id);
    const forged = { type: 'ORDER_STATUS', uuid: shipment!.externalId, attributes: { code: 'DELIVERED' } };
    expect((await request(app).post('/api/delivery/notify/sandbox/').send(forged)).body.data.result).toBe('not_verified');
    expect((await orderRow(db, placed.id)).status).toBe('shipped');
  });
});
