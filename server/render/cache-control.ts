import type { AnyRoute } from '../../client/routes/route-module';

/**
 * Cache-Control of a rendered page. A route whose module says its data is personal (prefetched
 * with the shopper's cookie) is kept by no cache, the browser's own included: the back button must
 * not show stale personal data. Other pages are private too, since the layout can hold the
 * shopper's counts, but may be kept and revalidated.
 */
export function pageCacheControl(route: AnyRoute | undefined): string {
  return route?.cache === 'personal' ? 'private, no-store' : 'private, no-cache';
}
