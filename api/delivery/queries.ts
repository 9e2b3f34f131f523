import { and, asc, eq, sql } from 'drizzle-orm';
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

/**
 * The method and, when one is asked for, that open pickup point, in one round trip (placing an
 * order needs both); null when the method is missing, `point` null when the point is.
 */
export async function findDeliveryChoice(
  db: Executor,
  code: DeliveryMethodRow['code'],
  pickupPointId: number | undefined,
): Promise<{ method: DeliveryMethodRow; point: PickupPointRow | null } | null> {
  const point = pickupPointId === undefined ? sql`false` : and(eq(pickupPoints.id, pickupPointId), eq(pickupPoints.active, true));
  const [row] = await db
    .select({ method: deliveryMethods, point: pickupPointColumns })
    .from(deliveryMethods)
    .leftJoin(pickupPoints, point)
    .where(eq(deliveryMethods.code, code))
    .limit(1);
  return row ?? null;
}

/** Open pickup points in the order the shop added them: the checkout opens on the first one's city (Moscow in the demo). */
export async function listPickupPoints(db: Executor): Promise<PickupPointRow[]> {
  return db.select(pickupPointColumns).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id));
}

/** The pickup method's free-delivery threshold, if the shop has one. */
export async function pickupFreeFromKopecks(db: Executor): Promise<number | null> {
  const [row] = await db.select({ from: deliveryMethods.freeFromKopecks }).from(deliveryMethods).where(eq(deliveryMethods.code, 'pickup'));
  return row?.from ?? null;
}
