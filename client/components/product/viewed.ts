import { parse } from 'cookie';
import { VIEWED_COOKIE } from '../../../shared/contract/catalog-constants';
import { addViewed, decodeViewed, encodeViewed } from '../../../shared/contract/viewed-cookie';

/** The `document.cookie` assignment that records a look at product `id`, kept 30 days (2,592,000 s). */
export function viewedCookie(cookies: string, id: number): string {
  const ids = addViewed(decodeViewed(parse(cookies)[VIEWED_COOKIE]), id);
  return `${VIEWED_COOKIE}=${encodeViewed(ids)}; path=/; max-age=2592000; samesite=lax`;
}
