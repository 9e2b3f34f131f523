import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../../../api/db/schema';
import { syncPickupPoints } from '../../../api/delivery/service';
import { ProviderError } from '../../../api/providers/error';
import { carrierPoints, listingCarrier } from '../../../scripts/bench/carrier-points';
import { useTestApi } from '../../support/database';

const api = useTestApi();

const rows = () => api().db.select().from(pickupPoints).orderBy(asc(pickupPoints.code));
const byCode = async (code: string) => (await api().db.select().from(pickupPoints).where(eq(pickupPoints.code, code)))[0];

describe('the pickup points’ sync', () => {
  it('loads every point of the carrier with its fields, marked the carrier’s, and closes the seeded points it does not list', async () => {
    const seeded = (await rows()).filter((r) => r.source === 'sandbox');
    expect(seeded.length).toBeGreaterThan(0);
    const list = carrierPoints(60, 20);
    const now = new Date('2026-12-02T03:00:00Z');
    expect(
      await syncPickupPoints(
        api().db,
        listingCarrier(() => list),
        now,
      ),
    ).toEqual({ listed: 60, closed: seeded.length });
    const kept = await byCode('BN0');
    expect(kept).toMatchObject({
      cityCode: 424,
      city: 'Казань',
      region: 'Республика Татарстан',
      address: list[0]!.address,
      latitude: list[0]!.latitude.toFixed(6),
      metro: 'Кремлёвская',
      takesCard: false,
      takesCash: true,
      weightMaxGrams: 5000,
      source: 'sandbox',
      active: true,
      syncedAt: now,
    });
    // Closed, never deleted: orders reference them.
    expect((await byCode(seeded[0]!.code))?.active).toBe(false);
  });

  it('closes a point the carrier no longer lists, opens it again when it is back, and updates what changed', async () => {
    const list = carrierPoints(10, 5);
    const carrier = listingCarrier(() => list);
    await syncPickupPoints(api().db, carrier);
    const [gone] = list.splice(3, 1);
    expect((await syncPickupPoints(api().db, carrier)).closed).toBe(1);
    expect(await byCode(gone!.code)).toMatchObject({ active: false });
    const before = await byCode(gone!.code);

    list.push({ ...gone!, schedule: 'ежедневно 08:00–23:00' });
    await syncPickupPoints(api().db, carrier);
    // The same row: an order placed there still finds it.
    expect(await byCode(gone!.code)).toMatchObject({ id: before!.id, active: true, schedule: 'ежедневно 08:00–23:00' });
  });

  it('leaves points added by hand alone, even one whose code the carrier lists too', async () => {
    await api()
      .db.insert(pickupPoints)
      .values([
        { code: 'SHOP-1', city: 'Тула', address: 'ул. Советская, 1', schedule: 'пн–пт 10:00–19:00', source: 'manual' },
        { code: 'BN1', city: 'Тула', address: 'ул. Ленина, 2', schedule: 'пн–пт 10:00–19:00', source: 'manual' },
      ]);
    await syncPickupPoints(
      api().db,
      listingCarrier(() => carrierPoints(5, 5)),
    );
    expect(await byCode('SHOP-1')).toMatchObject({ active: true, source: 'manual', syncedAt: null });
    expect(await byCode('BN1')).toMatchObject({ city: 'Тула', address: 'ул. Ленина, 2', source: 'manual', active: true });
  });

  it('keeps the old points when the carrier fails, and throws its error', async () => {
    const before = await rows();
    const failing = listingCarrier(() => Promise.reject(new ProviderError('нет связи', { provider: 'sandbox', permanent: false })));
    await expect(syncPickupPoints(api().db, failing)).rejects.toThrow('нет связи');
    expect(await rows()).toEqual(before);
  });

  it('takes a code listed twice once', async () => {
    const [point] = carrierPoints(1);
    expect(
      await syncPickupPoints(
        api().db,
        listingCarrier(() => [point!, { ...point!, address: 'ул. Баумана, д. 2' }]),
      ),
    ).toMatchObject({ listed: 1 });
    expect(await byCode(point!.code)).toMatchObject({ address: 'ул. Баумана, д. 2' });
  });
});
