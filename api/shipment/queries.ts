import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { DeliveryProviderName } from '../../shared/contract/delivery-constants';
import type { Executor } from '../db/database';
import type { CarrierShipment } from '../providers/delivery/types';
import { shipments } from './schema';

export type ShipmentRow = typeof shipments.$inferSelect;

/** Where a parcel no longer goes anywhere: nothing more to follow. */
export const FINAL_STATES = ['delivered', 'returned', 'cancelled'] as const;

export async function shipmentOfOrder(db: Executor, orderId: number): Promise<ShipmentRow | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row ?? null;
}

export function shipmentsOfOrders(db: Executor, orderIds: readonly number[]): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]));
}

export async function findShipment(db: Executor, provider: DeliveryProviderName, externalId: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.externalId, externalId)));
  return row ?? null;
}

/** The row locked: a webhook and the poll job applying the carrier's word at once apply it one after the other. */
export async function lockShipment(tx: Executor, id: number): Promise<ShipmentRow | null> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row ?? null;
}

export async function insertShipment(
  tx: Executor,
  orderId: number,
  provider: DeliveryProviderName,
  word: CarrierShipment,
): Promise<ShipmentRow> {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderId,
      provider,
      externalId: word.externalId,
      trackingNumber: word.trackingNumber,
      state: word.state,
      carrierStatus: word.carrierStatus,
      carrierStatusAt: word.carrierStatusAt,
      checkedAt: sql`now()`,
    })
    .returning();
  return row!;
}

/** The carrier's word written down; a number once given is kept (a later word without one does not erase it). */
export async function recordWord(tx: Executor, id: number, word: CarrierShipment, heard: 'noticed' | 'checked'): Promise<void> {
  await tx
    .update(shipments)
    .set({
      trackingNumber: sql`coalesce(${word.trackingNumber}, ${shipments.trackingNumber})`,
      state: word.state,
      carrierStatus: word.carrierStatus,
      carrierStatusAt: word.carrierStatusAt,
      ...(heard === 'noticed' ? { noticedAt: sql`now()` } : { checkedAt: sql`now()` }),
    })
    .where(eq(shipments.id, id));
}

/** Asked about and not found, or not read: asked again only after the stale time, like any other. */
export async function markChecked(db: Executor, id: number): Promise<void> {
  await db
    .update(shipments)
    .set({ checkedAt: sql`now()` })
    .where(eq(shipments.id, id));
}

/**
 * The poll job's list: shipments still on their way that heard nothing (neither a notice nor our
 * asking) for `staleHours`, and every one still waiting for its number; the longest unasked first.
 */
export function shipmentsToAsk(db: Executor, staleHours: number, limit: number): Promise<ShipmentRow[]> {
  const since = sql`now() - make_interval(hours => ${staleHours}::int)`;
  const lastWord = sql`greatest(${shipments.noticedAt}, ${shipments.checkedAt}, ${shipments.createdAt})`;
  return db
    .select()
    .from(shipments)
    .where(and(notInArray(shipments.state, [...FINAL_STATES]), or(eq(shipments.state, 'registering'), sql`${lastWord} < ${since}`)))
    .orderBy(sql`${shipments.checkedAt} ASC NULLS FIRST`, asc(shipments.id))
    .limit(limit);
}
