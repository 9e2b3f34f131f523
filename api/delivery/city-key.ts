/**
 * A city's key (issue 25): the carrier's code of the city as text ('44'), or `name:` and the
 * city's name for a hand-added point's city that has no code ('name:Тула'). One key names a city
 * in the checkout's form (`city`), the points call and the tariff cache (`delivery_tariffs.city_key`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { CITY_NAME_KEY_PREFIX as NAME_PREFIX } from '../../shared/contract/delivery-constants';
import { pickupPoints } from './schema';

export type CityRef = { cityCode: number; city?: undefined } | { cityCode?: undefined; city: string };

/** The key of a point's city. */
export function cityKey(point: { cityCode: number | null; city: string }): string {
  return point.cityCode === null ? `${NAME_PREFIX}${point.city}` : String(point.cityCode);
}

/** What a key names: the carrier's city code, or a city's name; null for a key that is neither. */
export function readCityKey(key: string): CityRef | null {
  if (key.startsWith(NAME_PREFIX)) {
    const city = key.slice(NAME_PREFIX.length);
    return city === '' ? null : { city };
  }
  if (!/^\d{1,10}$/.test(key)) return null;
  const cityCode = Number(key);
  return cityCode <= 2_147_483_647 ? { cityCode } : null;
}

/** The carrier's code in a key; null for a name key (only a code can be asked of the carrier). */
export function carrierCityCode(key: string): number | null {
  return readCityKey(key)?.cityCode ?? null;
}

/** The city's name in a name key; null for a code. */
export function cityNameOf(key: string): string | null {
  return readCityKey(key)?.city ?? null;
}

/**
 * The key in SQL, as cityKey writes it: the cities call groups by it. The prefix is a literal, not
 * a parameter: a GROUP BY and its SELECT must spell one expression, and two parameters are two.
 */
export const cityKeySql: SQL<string> = sql<string>`coalesce(${pickupPoints.cityCode}::text, ${sql.raw(`'${NAME_PREFIX}'`)} || ${pickupPoints.city})`;

/** The points of the city a key names; hand-added points with a code belong to the code's city. */
export function inCity(ref: CityRef): SQL {
  return ref.cityCode !== undefined
    ? sql`${pickupPoints.cityCode} = ${ref.cityCode}`
    : sql`(${pickupPoints.cityCode} IS NULL AND ${pickupPoints.city} = ${ref.city})`;
}
