import { VIEWED_COOKIE } from '../../../shared/contract/catalog-constants';
import { addViewed, decodeViewed, encodeViewed } from '../../../shared/contract/viewed-cookie';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** The ids in a `productIds` cookie value as `document.cookie` holds it (URI-encoded or raw). */
export function parseViewed(value: string | undefined): number[] {
  if (!value) return [];
  try {
    return decodeViewed(decodeURIComponent(value));
  } catch {
    // A broken %-escape: unreadable, so an empty list.
    return [];
  }
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
  return `${VIEWED_COOKIE}=${encodeURIComponent(encodeViewed(ids))}; path=/; max-age=${THIRTY_DAYS_S}; samesite=lax`;
}
