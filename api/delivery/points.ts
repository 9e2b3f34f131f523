/**
 * The checkout's cities and a city's pickup points (issue 25), read from the points the shop keeps:
 * the carrier is never asked while a shopper waits. A search compares lower case with ё read as е,
 * as parents type.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CityPickupPoint, DeliveryCity } from '../../shared/contract/delivery';
import { searchable } from '../../shared/format/searchable';
import type { Executor } from '../db/database';
import { likeContaining, likeLiteral } from '../db/like';
import { orders } from '../order/schema';
import { ownedBy, type Owner } from '../session/service';
import { cityKey, cityKeySql, inCity, readCityKey } from './city-key';
import { pickupPoints } from './schema';

/** The cities offered before the shopper types, and at most while typing. */
export const LARGEST_CITIES = 10;
export const MATCHING_CITIES = 20;

/** searchable() of shared/format, in SQL. */
const searchableSql = (column: SQL) => sql`translate(lower(${column}), 'ё', 'е')`;

const cityColumns = {
  key: cityKeySql,
  name: sql<string>`min(${pickupPoints.city})`,
  region: sql<string | null>`min(${pickupPoints.region})`,
  points: sql<number>`count(*)::int`,
};
type CityRow = { key: string; name: string; region: string | null; points: number };

const cityView = (row: CityRow): DeliveryCity => ({ KEY: row.key, NAME: row.name, REGION: row.region, POINTS: row.points });

/** Cities with open points: the largest; with `q`, those whose name begins with it first, then those containing it. */
export async function listCities(db: Executor, q: string | undefined): Promise<DeliveryCity[]> {
  const base = db.select(cityColumns).from(pickupPoints).where(eq(pickupPoints.active, true)).groupBy(cityKeySql).$dynamic();
  if (q === undefined)
    return (await base.orderBy(desc(sql`count(*)`), asc(sql`min(${pickupPoints.city})`)).limit(LARGEST_CITIES)).map(cityView);
  const name = searchableSql(sql`min(${pickupPoints.city})`);
  const typed = likeLiteral(searchable(q));
  const rows = await base
    .having(sql`${name} LIKE ${`%${typed}%`}`)
    .orderBy(sql`${name} LIKE ${`${typed}%`} DESC`, desc(sql`count(*)`), asc(sql`min(${pickupPoints.city})`))
    .limit(MATCHING_CITIES);
  return rows.map(cityView);
}

/** One city by its key, with its open points counted; null when it has none open. */
export async function findCity(db: Executor, key: string): Promise<DeliveryCity | null> {
  const ref = readCityKey(key);
  if (ref === null) return null;
  const [row] = await db
    .select(cityColumns)
    .from(pickupPoints)
    .where(and(eq(pickupPoints.active, true), inCity(ref)))
    .groupBy(cityKeySql);
  return row ? cityView(row) : null;
}

/**
 * The city the checkout opens on: that of the owner's last order delivered to a point of a city
 * still open (or by courier to a city with points), else the largest city.
 */
export async function openingCity(db: Executor, owner: Owner | null): Promise<DeliveryCity | null> {
  if (owner !== null) {
    const [last] = await db
      .select({
        cityCode: sql<number | null>`coalesce(${pickupPoints.cityCode}, ${orders.deliveryCityCode})`,
        city: sql<string | null>`coalesce(${pickupPoints.city}, ${orders.deliveryCity})`,
      })
      .from(orders)
      .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
      .where(and(ownedBy(owner, orders.sessionId, orders.userId), sql`${orders.deliveryMethod} IS NOT NULL`))
      .orderBy(desc(orders.id))
      .limit(1);
    const key = last && (last.cityCode !== null || last.city !== null) ? cityKey({ cityCode: last.cityCode, city: last.city ?? '' }) : null;
    const city = key === null ? null : await findCity(db, key);
    if (city) return city;
  }
  const [largest] = await listCities(db, undefined);
  return largest ?? null;
}

const coordinate = (value: string | null) => (value === null ? null : Number(value));

/**
 * A city's open points, searched by street or metro station, in the order the carrier lists them,
 * and the city itself (its name, region and number of open points): one statement reads the whole
 * city and marks the points the search finds, so the city costs no second round trip.
 */
export async function listCityPoints(
  db: Executor,
  key: string,
  q: string | undefined,
): Promise<{ city: DeliveryCity | null; items: CityPickupPoint[] }> {
  const ref = readCityKey(key);
  if (ref === null) return { city: null, items: [] };
  const text = searchableSql(sql`${pickupPoints.address} || ' ' || coalesce(${pickupPoints.metro}, '')`);
  const rows = await db
    .select({
      id: pickupPoints.id,
      code: pickupPoints.code,
      city: pickupPoints.city,
      region: pickupPoints.region,
      address: pickupPoints.address,
      schedule: pickupPoints.schedule,
      metro: pickupPoints.metro,
      latitude: pickupPoints.latitude,
      longitude: pickupPoints.longitude,
      takesCard: pickupPoints.takesCard,
      takesCash: pickupPoints.takesCash,
      weightMax: pickupPoints.weightMaxGrams,
      found: q === undefined ? sql<boolean>`true` : sql<boolean>`${text} LIKE ${likeContaining(searchable(q))}`,
    })
    .from(pickupPoints)
    .where(and(eq(pickupPoints.active, true), inCity(ref)))
    .orderBy(asc(pickupPoints.id));
  const [first] = rows;
  if (!first) return { city: null, items: [] };
  const city = {
    KEY: cityKey({ cityCode: ref.cityCode ?? null, city: first.city }),
    NAME: first.city,
    REGION: first.region,
    POINTS: rows.length,
  };
  const items = rows
    .filter((r) => r.found)
    .map((r) => ({
      ID: r.id,
      CODE: r.code,
      CITY: r.city,
      ADDRESS: r.address,
      SCHEDULE: r.schedule,
      METRO: r.metro,
      LATITUDE: coordinate(r.latitude),
      LONGITUDE: coordinate(r.longitude),
      TAKES_CARD: r.takesCard,
      TAKES_CASH: r.takesCash,
      WEIGHT_MAX: r.weightMax,
    }));
  return { city, items };
}
