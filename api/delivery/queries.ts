import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { deliveryMethods, pickupPoints } from './schema';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;
export type PickupPointRow = Pick<typeof pickupPoints.$inferSelect, 'id' | 'code' | 'city' | 'address' | 'schedule'>;

/** The columns a shopper sees of a pickup point; orders join them too. */
export const pickupPointColumns = {
  id: pickupPoints.id,
  code: pickupPoints.code,
  city: pickupPoints.city,
  address: pickupPoints.address,
  schedule: pickupPoints.schedule,
};

export async function listDeliveryMethods(db: Executor): Promise<DeliveryMethodRow[]> {
  return db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.code));
}

export async function findDeliveryMethod(db: Executor, code: DeliveryMethodRow['code']) {
  const [row] = await db.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)).limit(1);
  return row ?? null;
}

/** Open pickup points in the order the shop added them: the checkout opens on the first one's city (Moscow in the demo). */
export async function listPickupPoints(db: Executor): Promise<PickupPointRow[]> {
  return db.select(pickupPointColumns).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id));
}

export async function findPickupPoint(db: Executor, id: number): Promise<PickupPointRow | null> {
  const [row] = await db
    .select(pickupPointColumns)
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, id), eq(pickupPoints.active, true)))
    .limit(1);
  return row ?? null;
}

/** The pickup method's free-delivery threshold, if the shop has one. */
export async function pickupFreeFromKopecks(db: Executor): Promise<number | null> {
  const [row] = await db.select({ from: deliveryMethods.freeFromKopecks }).from(deliveryMethods).where(eq(deliveryMethods.code, 'pickup'));
  return row?.from ?? null;
}
