/**
 * Delivery settings in the back office (issue 24): prices and the free-delivery threshold, pickup
 * points added, edited and closed; what checkout could not honour refused; every change audited
 * with its before and after; the storefront's checkout shows a change at its next draft.
 */
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditLog, pickupPoints } from '../../../api/db/schema';
import { DELIVERY_REFUSALS, deliverySettingsSchema, pickupPointDataSchema } from '../../../shared/contract/admin/delivery';
import { deliveryPointsSchema } from '../../../shared/contract/delivery';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { draftOf, offersOf, shopperWith, useOrderApi } from '../order/order-fixture';
import { memberAs } from './orders-fixture';

const api = useOrderApi();
const offer = offersOf(api);

const auditOf = (object: string, objectId: string) =>
  api()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.object, object), eq(auditLog.objectId, objectId)))
    .orderBy(asc(auditLog.id));

const newPoint = {
  code: 'SHOP-1',
  city: 'Москва',
  address: 'ул. Хлопковая, 1',
  schedule: 'пн–вс 10:00–20:00',
  latitude: 55.75,
  longitude: 37.61,
};

describe('delivery settings', () => {
  it('changes a price and the threshold, which the next checkout draft shows, and audits before and after', async () => {
    const manager = await memberAs(api().app, api().db, 'manager');
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 4]]);
    expect(draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup' }))).toMatchObject({ DELIVERY_PRICE: 290, TOTAL: 6290 });

    const res = await manager.post('/delivery/methods/pickup/', { priceKopecks: 350_00, freeFromKopecks: 500_000 });
    expect(res.status, res.text).toBe(200);
    expect(expectEnvelope(res, deliverySettingsSchema).methods[0]).toMatchObject({
      code: 'pickup',
      priceKopecks: 35_000,
      freeFromKopecks: 500_000,
    });
    // 6 000 р. of goods: free from 5 000 now.
    const draft = draftOf(await shopper.post('/api/order/').send({ delivery: 'pickup' }));
    expect(draft).toMatchObject({ DELIVERY_PRICE: 0, TOTAL: 6000 });
    expect(draft.DELIVERY[0]).toMatchObject({ BASE_PRICE: 350, FREE_FROM: 5000 });

    await manager.post('/delivery/methods/courier/', { priceKopecks: 600_00, freeFromKopecks: null }).expect(200);
    expect(draftOf(await shopper.post('/api/order/').send({ delivery: 'courier' }))).toMatchObject({ DELIVERY_PRICE: 600, TOTAL: 6600 });

    const [row] = await auditOf('delivery-method', 'pickup');
    expect(row).toMatchObject({
      staffId: manager.id,
      action: 'delivery.method',
      before: { priceKopecks: 29_000, freeFromKopecks: 700_000 },
      after: { priceKopecks: 35_000, freeFromKopecks: 500_000 },
    });
  });

  it('refuses prices checkout cannot honour, in Russian, changing nothing', async () => {
    const owner = await memberAs(api().app, api().db, 'owner');
    const before = expectEnvelope(await owner.get('/delivery/').expect(200), deliverySettingsSchema);
    for (const [body, message] of [
      [{ priceKopecks: -100, freeFromKopecks: null }, 'Цена доставки: не может быть меньше нуля'],
      [{ priceKopecks: 290_50, freeFromKopecks: null }, 'Цена доставки: только целые рубли — витрина показывает цену без копеек'],
      [{ priceKopecks: 20_000_00, freeFromKopecks: null }, 'Цена доставки: не больше 10000 р.'],
      [{ priceKopecks: 'дорого', freeFromKopecks: null }, 'Цена доставки: ожидается сумма в копейках'],
      [{ priceKopecks: 290_00 }, 'Бесплатно от: ожидается сумма в копейках'],
    ] as const) {
      expect(refusalMessage(await owner.post('/delivery/methods/pickup/', body), 400)).toBe(message);
    }
    expect(refusalMessage(await owner.post('/delivery/methods/drone/', { priceKopecks: 0, freeFromKopecks: null }), 400)).toBe(
      'Способ доставки: pickup или courier',
    );
    expect(expectEnvelope(await owner.get('/delivery/').expect(200), deliverySettingsSchema)).toEqual(before);
    expect(await auditOf('delivery-method', 'pickup')).toEqual([]);
  });

  it('adds a point by hand, marked so, which checkout offers; edits it; closes it and checkout no longer takes it', async () => {
    const manager = await memberAs(api().app, api().db, 'manager');
    const added = await manager.post('/delivery/points/', newPoint);
    expect(added.status, added.text).toBe(200);
    const { point } = expectEnvelope(added, pickupPointDataSchema);
    expect(point).toMatchObject({ ...newPoint, active: true, source: 'manual' });
    const shopper = await shopperWith(api().app, [[offer('ox-body:62'), 1]]);
    // Added in Moscow, it joins the carrier's Moscow (its city code), not a second city of that name.
    const offered = async () => {
      const { CITY } = expectEnvelope(await shopper.get('/api/delivery/points/').expect(200), deliveryPointsSchema);
      expect(CITY).toMatchObject({ KEY: '44', NAME: 'Москва' });
      const { ITEMS } = expectEnvelope(
        await shopper.get('/api/delivery/points/').query({ city: CITY!.KEY }).expect(200),
        deliveryPointsSchema,
      );
      return ITEMS.find((p) => p.ID === point.id);
    };
    expect(await offered()).toMatchObject({ CODE: 'SHOP-1', ADDRESS: newPoint.address });

    expect(refusalMessage(await manager.post('/delivery/points/', newPoint), 409)).toBe(DELIVERY_REFUSALS.codeTaken.message);
    expect(refusalMessage(await manager.post('/delivery/points/', { ...newPoint, code: 'shop-1' }), 409)).toBe(
      DELIVERY_REFUSALS.codeTaken.message,
    );
    expect(refusalMessage(await manager.post('/delivery/points/', { ...newPoint, code: 'X', address: '  ' }), 400)).toBe('Укажите: адрес');
    expect(refusalMessage(await manager.post('/delivery/points/', { ...newPoint, code: 'X', latitude: 91 }), 400)).toBe(
      'Широта: от −90 до 90',
    );

    await manager.post(`/delivery/points/${point.id}/`, { schedule: 'пн–пт 09:00–18:00' }).expect(200);
    expect(await offered()).toMatchObject({ SCHEDULE: 'пн–пт 09:00–18:00' });
    await manager.post(`/delivery/points/${point.id}/`, { active: false }).expect(200);
    expect(await offered()).toBeUndefined();

    expect((await auditOf('pickup-point', String(point.id))).map((r) => [r.action, r.before, r.after])).toEqual([
      ['delivery.point-add', null, point],
      ['delivery.point-edit', { schedule: newPoint.schedule }, { schedule: 'пн–пт 09:00–18:00' }],
      ['delivery.point-edit', { active: true }, { active: false }],
    ]);
  });

  it("keeps a courier's point's fields the courier's, and the last open point open", async () => {
    const owner = await memberAs(api().app, api().db, 'owner');
    const [courier] = await api().db.select().from(pickupPoints).orderBy(asc(pickupPoints.id)).limit(1);
    expect(courier!.source).toBe('sandbox');
    expect(refusalMessage(await owner.post(`/delivery/points/${courier!.id}/`, { address: 'другой' }), 409)).toBe(
      DELIVERY_REFUSALS.courierPoint.message,
    );
    expect(refusalMessage(await owner.post('/delivery/points/999999/', { active: false }), 404)).toBe(
      DELIVERY_REFUSALS.pointNotFound.message,
    );

    const open = await api().db.select().from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id));
    // Two at once for the last two: one closes, the other is refused.
    for (const p of open.slice(2)) await owner.post(`/delivery/points/${p.id}/`, { active: false }).expect(200);
    const [a, b] = await Promise.all(open.slice(0, 2).map((p) => owner.post(`/delivery/points/${p.id}/`, { active: false })));
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect(
      refusalMessage(
        [a!, b!].find((r) => r.status === 409)!,
        409,
      ),
    ).toBe(DELIVERY_REFUSALS.lastPoint.message);
    expect(await api().db.$count(pickupPoints, eq(pickupPoints.active, true))).toBe(1);
  });

  it('is refused to the warehouse', async () => {
    const warehouse = await memberAs(api().app, api().db, 'warehouse');
    expect((await warehouse.get('/delivery/')).status).toBe(403);
    expect((await request(api().app).get('/api/admin/delivery/')).status).toBe(401);
  });
});
