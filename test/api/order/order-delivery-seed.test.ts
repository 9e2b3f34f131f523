import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryMethods, pickupPoints } from '../../../api/db/schema';
import { seedIfEmpty } from '../../../api/db/seed';
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
    const points = await db.select().from(pickupPoints);
    expect(points).toHaveLength(24);
    expect(new Set(points.map((p) => p.city)).size).toBe(6);
    expect(points.every((p) => p.active && p.code.length > 0 && p.schedule.length > 0)).toBe(true);
  });

  it('seeds them once: a second start adds nothing', async () => {
    const { db } = database();
    const before = await db.select({ n: count() }).from(pickupPoints);
    expect(before).toEqual([{ n: 24 }]);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await db.select({ n: count() }).from(pickupPoints)).toEqual(before);
    expect(await db.select({ n: count() }).from(deliveryMethods)).toEqual([{ n: 2 }]);
  });
});
