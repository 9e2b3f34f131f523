/**
 * The key a city's points and tariffs are kept by (`delivery_tariffs.city_key`, the checkout's
 * `city`): the carrier's city code as text, or `name:` and the city's name for a hand-added point
 * the carrier has no code of. Only a code can be asked of the carrier; a name key is priced from
 * what is stored, else at the method's flat price.
 */
import { CITY_NAME_KEY_PREFIX as NAME_KEY_PREFIX } from '../../shared/contract/delivery-constants';

/** A point's (or a city's) key. */
export function cityKey(city: { cityCode: number | null; city: string }): string {
  return city.cityCode === null ? `${NAME_KEY_PREFIX}${city.city}` : String(city.cityCode);
}

/** The carrier's code in a key; null for a name key. */
export function carrierCityCode(key: string): number | null {
  return /^\d{1,9}$/.test(key) ? Number(key) : null;
}

/** The city's name in a name key; null for a code. */
export function cityNameOf(key: string): string | null {
  return key.startsWith(NAME_KEY_PREFIX) ? key.slice(NAME_KEY_PREFIX.length) : null;
}
