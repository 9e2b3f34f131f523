/**
 * The delivery settings as the back office edits them (issue 24): the domain's own writes, each in
 * the caller's transaction (the admin service records the change beside it). Checkout reads these
 * tables on every draft and placement (queries.ts), so a change shows at its next draft.
 */
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type {
  AdminDeliveryMethod,
  AdminPickupPoint,
  DeliveryMethodBody,
  PickupPointBody,
  PickupPointEdit,
} from '../../shared/contract/admin/delivery';
import { DELIVERY_REFUSALS } from '../../shared/contract/admin/delivery';
import type { Executor } from '../db/database';
import { DomainError } from '../http/errors';
import { deliveryMethods, pickupPoints } from './schema';

type PointRow = typeof pickupPoints.$inferSelect;

const refuse = (code: keyof typeof DELIVERY_REFUSALS) =>
  new DomainError(code, DELIVERY_REFUSALS[code].status, DELIVERY_REFUSALS[code].message);

const coordinate = (value: string | null) => (value === null ? null : Number(value));

export const pointView = (row: PointRow): AdminPickupPoint => ({
  id: row.id,
  code: row.code,
  city: row.city,
  address: row.address,
  schedule: row.schedule,
  latitude: coordinate(row.latitude),
  longitude: coordinate(row.longitude),
  active: row.active,
  source: row.source,
});

const methodView = (row: typeof deliveryMethods.$inferSelect): AdminDeliveryMethod => ({
  code: row.code,
  name: row.name,
  priceKopecks: row.priceKopecks,
  freeFromKopecks: row.freeFromKopecks,
});

export async function readDeliveryMethods(db: Executor): Promise<AdminDeliveryMethod[]> {
  const rows = await db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.code));
  return rows.map(methodView);
}

/** Every point, closed ones too: open first, then by city and the order they were added. */
export async function readPickupPoints(db: Executor): Promise<AdminPickupPoint[]> {
  const rows = await db.select().from(pickupPoints).orderBy(desc(pickupPoints.active), asc(pickupPoints.city), asc(pickupPoints.id));
  return rows.map(pointView);
}

/** The method's price and threshold, locked and changed; before and after for the audit log (null: no such method). */
export async function setDeliveryPrice(tx: Executor, code: AdminDeliveryMethod['code'], body: DeliveryMethodBody) {
  const [before] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.code, code)).for('update');
  if (!before) return null;
  const [after] = await tx.update(deliveryMethods).set(body).where(eq(deliveryMethods.code, code)).returning();
  return { before: methodView(before), after: methodView(after!) };
}

const toColumns = (body: Partial<PickupPointBody>) => ({
  ...body,
  latitude: body.latitude === undefined ? undefined : body.latitude === null ? null : String(body.latitude),
  longitude: body.longitude === undefined ? undefined : body.longitude === null ? null : String(body.longitude),
});

async function codeTaken(tx: Executor, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: pickupPoints.id })
    .from(pickupPoints)
    .where(eq(sql`lower(${pickupPoints.code})`, code.toLowerCase()));
  return row !== undefined && row.id !== exceptId;
}

/**
 * The carrier's code of a city of this name, if it serves one: a hand-added point there joins that
 * city's list at checkout and its tariffs, instead of making a second city of the same name.
 */
async function carrierCityCode(tx: Executor, city: string): Promise<number | null> {
  const [row] = await tx
    .select({ code: pickupPoints.cityCode })
    .from(pickupPoints)
    .where(and(eq(pickupPoints.city, city), isNotNull(pickupPoints.cityCode), ne(pickupPoints.source, 'manual')))
    .limit(1);
  return row?.code ?? null;
}

/** A point added by hand: marked `manual`, so that the courier's sync (issue 25) leaves it alone. */
export async function addPickupPoint(tx: Executor, body: PickupPointBody): Promise<AdminPickupPoint> {
  if (await codeTaken(tx, body.code, null)) throw refuse('codeTaken');
  const cityCode = await carrierCityCode(tx, body.city);
  const [row] = await tx
    .insert(pickupPoints)
    .values({ ...toColumns(body), cityCode, source: 'manual' } as typeof pickupPoints.$inferInsert)
    .onConflictDoNothing()
    .returning();
  // Two staff adding one code at once: the unique code lets one in.
  if (!row) throw refuse('codeTaken');
  return pointView(row);
}

/**
 * A point's fields (hand-added ones only: a courier's point's are the courier's) and whether it is
 * open. The last open point stays open: without one the checkout offers pickup with nowhere to go.
 */
export async function editPickupPoint(tx: Executor, id: number, edit: PickupPointEdit) {
  const { active, ...fields } = edit;
  // Closing locks every open point first, in id order: two points closed at once cannot both pass the last-open check.
  const open = active === false ? await lockOpenPoints(tx) : [];
  const [row] = await tx.select().from(pickupPoints).where(eq(pickupPoints.id, id)).for('update');
  if (!row) throw refuse('pointNotFound');
  if (row.source !== 'manual' && Object.keys(fields).length > 0) throw refuse('courierPoint');
  if (active === false && row.active && open.length === 1) throw refuse('lastPoint');
  if (fields.code !== undefined && (await codeTaken(tx, fields.code, id))) throw refuse('codeTaken');
  const set = {
    ...toColumns(fields),
    ...(fields.city === undefined ? {} : { cityCode: await carrierCityCode(tx, fields.city) }),
    ...(active === undefined ? {} : { active }),
  };
  // An edit naming no field changes nothing (and UPDATE with no column is no statement).
  if (Object.values(set).every((v) => v === undefined)) return { before: pointView(row), after: pointView(row) };
  const [after] = await tx.update(pickupPoints).set(set).where(eq(pickupPoints.id, id)).returning();
  return { before: pointView(row), after: pointView(after!) };
}

const lockOpenPoints = (tx: Executor) =>
  tx.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.active, true)).orderBy(asc(pickupPoints.id)).for('update');
