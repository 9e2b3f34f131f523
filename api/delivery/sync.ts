/**
 * The carrier's pickup points kept in `pickup_points` (issue 25; docs/decisions/059): checkout
 * reads them there and never waits on the carrier. A sync is one transaction of two set-based
 * statements, so a list of thousands costs two round trips and readers keep reading the old rows
 * until it commits (row locks only: an order placed meanwhile takes a key-share lock on its point,
 * which the sync's update of other columns does not block).
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import type { CarrierPoint, DeliveryProvider } from '../providers/delivery/types';

export interface SyncFigures {
  /** Points in the carrier's list (added or updated). */
  listed: number;
  /** Points of a carrier that the list no longer has, now closed. */
  closed: number;
}

/** The columns of a row as the sync writes them, in jsonb_to_recordset's names. */
const row = (p: CarrierPoint) => ({
  code: p.code,
  city_code: p.cityCode,
  city: p.city,
  region: p.region,
  postal_code: p.postalCode,
  address: p.address,
  latitude: p.latitude,
  longitude: p.longitude,
  schedule: p.schedule,
  metro: p.metro,
  takes_card: p.takesCard,
  takes_cash: p.takesCash,
  weight_max_grams: p.weightMaxGrams,
});

/**
 * Every point of the provider's list into `pickup_points`, in one transaction: added or updated by
 * code (marked the provider's, open again if it had closed), and every carrier's point missing from
 * the list closed, never deleted (orders reference it). Points added by hand are left alone, a
 * hand-added code included. Throws what the provider throws, before anything is written. In a
 * transaction already (the seed's), its own is a savepoint within it.
 */
export async function syncPickupPoints(
  db: Executor,
  provider: Pick<DeliveryProvider, 'name' | 'listPoints'>,
  now = new Date(),
): Promise<SyncFigures> {
  const list = await provider.listPoints();
  // One point per code: a carrier listing a code twice would make ON CONFLICT touch a row twice.
  const rows = [...new Map(list.map((p) => [p.code, row(p)])).values()];
  return db.transaction(async (tx) => {
    const upserted = await tx.execute(sql`
      INSERT INTO pickup_points (code, city_code, city, region, postal_code, address, latitude, longitude, schedule,
        metro, takes_card, takes_cash, weight_max_grams, source, active, synced_at)
      SELECT r.code, r.city_code, r.city, r.region, r.postal_code, r.address, r.latitude, r.longitude, r.schedule,
        r.metro, r.takes_card, r.takes_cash, r.weight_max_grams, ${provider.name}, true, ${now}
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(code text, city_code integer, city text, region text,
        postal_code text, address text, latitude numeric, longitude numeric, schedule text, metro text,
        takes_card boolean, takes_cash boolean, weight_max_grams integer)
      ON CONFLICT (code) DO UPDATE SET
        city_code = excluded.city_code, city = excluded.city, region = excluded.region, postal_code = excluded.postal_code,
        address = excluded.address, latitude = excluded.latitude, longitude = excluded.longitude, schedule = excluded.schedule,
        metro = excluded.metro, takes_card = excluded.takes_card, takes_cash = excluded.takes_cash,
        weight_max_grams = excluded.weight_max_grams, source = excluded.source, active = true, synced_at = excluded.synced_at
      WHERE pickup_points.source <> 'manual'`);
    const closed = await tx.execute(sql`
      UPDATE pickup_points SET active = false
      WHERE source <> 'manual' AND active AND synced_at IS DISTINCT FROM ${now}`);
    return { listed: upserted.rowCount ?? 0, closed: closed.rowCount ?? 0 };
  });
}

/** Whether the provider's points were ever loaded: the job loads them at start when not. */
export async function hasCarrierPoints(db: Db, provider: DeliveryProvider): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM pickup_points WHERE source = ${provider.name} AND synced_at IS NOT NULL LIMIT 1`);
  return (result.rowCount ?? 0) > 0;
}
