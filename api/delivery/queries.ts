import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';
import { carrierCityCode, cityNameOf } from './city-key';
import { deliveryMethods, pickupPoints } from './schema';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;
export type PickupPointRow = Pick<typeof pickupPoints.$inferSelect, 'id' | 'code' | 'city' | 'address' | 'schedule' | 'cityCode'>;

/** The columns a shopper sees of a pickup point; orders join them too. */
export const pickupPointColumns = {
  id: pickupPoints.id,
  code: pickupPoints.code,
  city: pickupPoints.city,
  address: pickupPoints.address,
  schedule: pickupPoints.schedule,
  /** The point's city for its tariff (city-key.ts). */
  cityCode: pickupPoints.cityCode,
};

// Every checkout's draft reads the methods: built once (preparedOnce), planned once per connection.
const deliveryMethodsQuery = preparedOnce((db) =>
  db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.code)).prepare('delivery_methods'),
);

export async function listDeliveryMethods(db: Executor): Promise<DeliveryMethodRow[]> {
  return deliveryMethodsQuery(db).execute();
}

/** An open pickup point by its id (the draft prices pickup by its city); null when there is none. */
export async function findPickupPoint(db: Executor, id: number): Promise<PickupPointRow | null> {
  const [row] = await pickupPointQuery(db).execute({ id });
  return row ?? null;
}

const pickupPointQuery = preparedOnce((db) =>
  db
    .select(pickupPointColumns)
    .from(pickupPoints)
    .where(and(eq(pickupPoints.id, sql.placeholder('id')), eq(pickupPoints.active, true)))
    .prepare('pickup_point'),
);

/**
 * The method and, when one is asked for, that open pickup point, in one round trip (placing an
 * order needs both); null when the method is missing, `point` null when the point is.
 */
export async function findDeliveryChoice(
  db: Executor,
  code: DeliveryMethodRow['code'],
  pickupPointId: number | undefined,
): Promise<{ method: DeliveryMethodRow; point: PickupPointRow | null } | null> {
  const [row] = await (pickupPointId === undefined
    ? deliveryChoiceQuery.methodOnly(db).execute({ code })
    : deliveryChoiceQuery.withPoint(db).execute({ code, pickupPointId }));
  return row ?? null;
}

/** Placing an order's delivery read, one text with a pickup point and one without. */
const deliveryChoiceQuery = {
  withPoint: preparedOnce((db) =>
    deliveryChoice(db, and(eq(pickupPoints.id, sql.placeholder('pickupPointId')), eq(pickupPoints.active, true))!, 'delivery_choice_point'),
  ),
  methodOnly: preparedOnce((db) => deliveryChoice(db, sql`false`, 'delivery_choice')),
};

function deliveryChoice(db: Executor, point: SQL, name: string) {
  return db
    .select({ method: deliveryMethods, point: pickupPointColumns })
    .from(deliveryMethods)
    .leftJoin(pickupPoints, point)
    .where(eq(deliveryMethods.code, sql.placeholder('code')))
    .limit(1)
    .prepare(name);
}

/**
 * Free delivery to a pickup point from this sum, read from the pickup delivery method, the one place
 * orders price delivery from, so that the banner, the basket's hint and the order agree. Null when
 * pickup is never free (or the shop has no pickup): then nothing promises it.
 */
export async function pickupFreeFromKopecks(db: Executor): Promise<number | null> {
  const [row] = await db.select({ from: deliveryMethods.freeFromKopecks }).from(deliveryMethods).where(eq(deliveryMethods.code, 'pickup'));
  return row?.from ?? null;
}

/**
 * The city a key names, as an order records it (delivery_city_code, delivery_city): a code's name
 * is its points' (null when the shop has no point there).
 */
export async function cityOfKey(db: Executor, key: string): Promise<{ cityCode: number | null; city: string | null }> {
  const name = cityNameOf(key);
  const cityCode = carrierCityCode(key);
  if (cityCode === null) return { cityCode: null, city: name };
  const [row] = await db.select({ city: pickupPoints.city }).from(pickupPoints).where(eq(pickupPoints.cityCode, cityCode)).limit(1);
  return { cityCode, city: row?.city ?? null };
}

/** Whether the shop has an open point in the carrier's city: only such cities are asked of the carrier. */
export async function cityHasPoints(db: Executor, cityCode: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pickupPoints.id })
    .from(pickupPoints)
    .where(and(eq(pickupPoints.cityCode, cityCode), eq(pickupPoints.active, true)))
    .limit(1);
  return row !== undefined;
}
