import { VIEWED_COOKIE, VIEWED_MAX } from '../../../shared/contract/catalog-constants';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** The ids in a `productIds` cookie value (spec §3: a JSON array); anything unreadable is an empty list. */
export function parseViewed(value: string | undefined): number[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** The list after looking at `id`: it goes first, once, and the oldest fall off past `max`. */
export function addViewed(ids: readonly number[], id: number, max = VIEWED_MAX): number[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}

/** The value of a cookie named `name` in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The `document.cookie` assignment that records a look at product `id`. The JSON is URI-encoded:
 * commas and quotes are not allowed raw in a cookie value, and the api decodes it like any cookie.
 */
export function viewedCookie(cookies: string, id: number): string {
  const ids = addViewed(parseViewed(readCookie(cookies, VIEWED_COOKIE)), id);
  return `${VIEWED_COOKIE}=${encodeURIComponent(JSON.stringify(ids))}; path=/; max-age=${THIRTY_DAYS_S}; samesite=lax`;
}
