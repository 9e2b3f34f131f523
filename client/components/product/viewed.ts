import { VIEWED_COOKIE } from '../../../shared/contract/catalog-constants';
import { addViewed, decodeViewed, encodeViewed } from '../../../shared/contract/viewed-cookie';

/** The value of a cookie named `name` in a `document.cookie` string ('a=1; b=2'). */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(/; */)) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1);
  }
  return undefined;
}

/** The `document.cookie` assignment that records a look at product `id`, kept 30 days (2,592,000 s). */
export function viewedCookie(cookies: string, id: number): string {
  const ids = addViewed(decodeViewed(readCookie(cookies, VIEWED_COOKIE)), id);
  return `${VIEWED_COOKIE}=${encodeViewed(ids)}; path=/; max-age=2592000; samesite=lax`;
}
