/**
 * The carrier's word moves the order (issue 25, decision 060): a webhook is believed only once the
 * carrier, asked again, says the same; told twice, the order moves once; a forged or unknown notice
 * changes nothing, is logged and answers 200; the poll job asks about shipments that heard nothing
 * for TRACKING_STALE_HOURS and finishes a hand-over still waiting for its number.
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orderEvents, shipments } from '../../../api/db/schema';
import { job } from '../../../api/order/service';
import { pollShipments } from '../../../api/shipment/service';
import { orderRow, outboxOf, payOrder, placeFor } from '../order/order-edit-fixture';
import { memberAs } from '../admin/orders-fixture';
import { shipmentsOf, useShipmentApi } from './shipment-fixture';

const api = useShipmentApi();
const POLL = { staleHours: 12, batch: 100 };

/** A paid order handed over: shipped, its parcel accepted by the carrier. */
async function shippedOrder() {
  const { app, db, shop } = api();
  const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
  await payOrder(db, placed.id);
  const manager = await memberAs(app, db, 'manager');
  const res = await manager.post(`/orders/${placed.id}/shipment/`);
  expect(res.status, res.text).toBe(200);
  return placed;
}

const notify = (body: object) => request(api().app).post('/api/delivery/notify/sandbox/').send(body);
const statusEvents = (orderId: number, to: string) =>
  api()
    .db.select()
    .from(orderEvents)
    .where(sql`${orderEvents.orderId} = ${orderId} AND ${orderEvents.toStatus} = ${to}`);

describe('a carrier’s webhook', () => {
  it('verified with the carrier, marks the order delivered once, however often it comes', async () => {
    const { db, carrier } = api();
    const placed = await shippedOrder();
    carrier.move(placed.code, 'delivered');
    for (let i = 0; i < 2; i++) {
      const res = await notify({ uuid: `uuid-${placed.code}`, state: 'delivered' });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.result).toBe(i === 0 ? 'moved' : 'recorded');
    }
    expect((await orderRow(db, placed.id)).status).toBe('delivered');
    expect(await statusEvents(placed.id, 'delivered')).toHaveLength(1);
    expect((await outboxOf(db, `order:${placed.id}:delivered:`)).length).toBeGreaterThan(0);
    const [row] = await shipmentsOf(db, placed.id);
    expect(row).toMatchObject({ state: 'delivered', carrierStatus: 'DELIVERED' });
    expect(row!.noticedAt).not.toBeNull();
  });

  it('forged (the carrier says otherwise), moves nothing and is logged', async () => {
    const { db, carrier, logged } = api();
    const placed = await shippedOrder();
    carrier.move(placed.code, 'in_transit');
    const res = await notify({ uuid: `uuid-${placed.code}`, state: 'delivered' });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toBe('not_verified');
    expect((await orderRow(db, placed.id)).status).toBe('shipped');
    expect(logged()).toContain('уведомление не подтверждено');
  });

  it('about a shipment not ours, or unreadable, changes nothing, is logged, and answers 200', async () => {
    const { db, logged } = api();
    const placed = await shippedOrder();
    const before = await shipmentsOf(db, placed.id);
    const unknown = await notify({ uuid: 'uuid-someone-else', state: 'delivered' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.result).toBe('unknown_shipment');
    const unreadable = await notify({ type: 'PING' });
    expect(unreadable.body.data.result).toBe('unreadable');
    expect(logged()).toContain('уведомление о неизвестном отправлении');
    expect(await shipmentsOf(db, placed.id)).toEqual(before);
    expect((await orderRow(db, placed.id)).status).toBe('shipped');
  });

  it('for a parcel brought back, returns the order to the shop', async () => {
    const { db, carrier } = api();
    const placed = await shippedOrder();
    carrier.move(placed.code, 'returned');
    expect((await notify({ uuid: `uuid-${placed.code}`, state: 'returned' })).body.data.result).toBe('moved');
    expect((await orderRow(db, placed.id)).status).toBe('returned');
    expect((await outboxOf(db, `order:${placed.id}:returned:`)).length).toBeGreaterThan(0);
  });
});

describe('the shipment poll job', () => {
  it('asks about shipments that heard nothing for the stale time, and applies what the carrier says', async () => {
    const { db, carrier, carriers, logger } = api();
    const [stale, fresh] = [await shippedOrder(), await shippedOrder()];
    carrier.move(stale.code, 'delivered');
    carrier.move(fresh.code, 'delivered');
    await db
      .update(shipments)
      .set({ createdAt: sql`now() - interval '13 hours'`, checkedAt: sql`now() - interval '13 hours'` })
      .where(eq(shipments.orderId, stale.id));
    const figures = await pollShipments(db, carriers, POLL, logger, job('shipments.poll'));
    expect(figures).toEqual({ asked: 1, moved: 1, failed: 0 });
    expect((await orderRow(db, stale.id)).status).toBe('delivered');
    expect((await orderRow(db, fresh.id)).status).toBe('shipped');
    // Asked just now: not again until the stale time passes once more.
    expect(await pollShipments(db, carriers, POLL, logger, job('shipments.poll'))).toEqual({ asked: 0, moved: 0, failed: 0 });
  });

  it('finishes a hand-over that waited for its number: the order ships with it', async () => {
    const { app, db, shop, carrier, carriers, logger } = api();
    const placed = await placeFor(app, db, shop, [[shop.body62, 1]]);
    await payOrder(db, placed.id);
    carrier.numbers = false;
    const manager = await memberAs(app, db, 'manager');
    expect((await manager.post(`/orders/${placed.id}/shipment/`)).body.data.order.status).toBe('paid');
    expect(await pollShipments(db, carriers, POLL, logger, job('shipments.poll'))).toMatchObject({ asked: 1, moved: 0 });
    carrier.move(placed.code, 'accepted', '10099887766');
    expect(await pollShipments(db, carriers, POLL, logger, job('shipments.poll'))).toMatchObject({ asked: 1, moved: 1 });
    expect(await orderRow(db, placed.id)).toMatchObject({ status: 'shipped', trackingNumber: '10099887766' });
    expect((await shipmentsOf(db, placed.id))[0]).toMatchObject({ state: 'accepted', trackingNumber: '10099887766' });
    expect((await outboxOf(db, `order:${placed.id}:shipped:`)).length).toBeGreaterThan(0);
  });
});
