import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryMethods, pickupPoints } from '../../../api/db/schema';
import { seedIfEmpty } from '../../../api/db/seed';
import { sandboxDemoPoints, sandboxPoints } from '../../../api/providers/delivery/sandbox-points';
import { useTestDatabase } from '../../support/database';

const database = useTestDatabase();

describe('seeding delivery methods and pickup points', () => {
  it('gives a shop seeded before them both methods, pickup free from 7 000 р.', async () => {
    const { db } = database();
    await db.delete(pickupPoints);
    await db.delete(deliveryMethods);

    expect(await seedIfEmpty(db)).toBe(true);
    const methods = await db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.sort));
    expect(methods).toEqual([
      expect.objectContaining({ code: 'pickup', name: 'Пункт выдачи', priceKopecks: 29_000, freeFromKopecks: 700_000 }),
      expect.objectContaining({ code: 'courier', name: 'Курьером до двери', priceKopecks: 49_000, freeFromKopecks: null }),
    ]);
    // The sandbox carrier's points, through the daily job's own sync: issue 4's 24 among them.
    const points = await db.select().from(pickupPoints);
    expect(points).toHaveLength(sandboxPoints().length);
    expect(points.map((p) => p.code)).toEqual(expect.arrayContaining(sandboxDemoPoints().map((p) => p.code)));
    expect(new Set(points.map((p) => p.city)).size).toBeGreaterThan(20);
    expect(
      points.every((p) => p.active && p.source === 'sandbox' && p.syncedAt !== null && p.cityCode !== null && p.schedule.length > 0),
    ).toBe(true);
  });

  it('seeds them once: a second start adds nothing', async () => {
    const { db } = database();
    const before = await db.select({ n: count() }).from(pickupPoints);
    expect(before).toEqual([{ n: sandboxPoints().length }]);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await db.select({ n: count() }).from(pickupPoints)).toEqual(before);
    expect(await db.select({ n: count() }).from(deliveryMethods)).toEqual([{ n: 2 }]);
  });
});
