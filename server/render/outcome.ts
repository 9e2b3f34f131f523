import { unstable_serialize } from 'swr';
import { keys, type SwrKey } from '../../shared/api/keys';
import { accessRedirect } from '../../client/routes/access';
import type { PageMatch } from '../../client/routes/match';
import type { ReadData, RouteContext } from '../../client/routes/route-module';
import type { Prefetched } from './prefetch';

export type PageOutcome =
  | { kind: 'render'; status: 200 | 404 }
  /** 301: the page lives elsewhere for everyone (cacheable); 303: this shopper may not see it (personal). */
  | { kind: 'redirect'; status: 301 | 303; location: string };

/**
 * What the server answers for a page once its data is prefetched, before the first byte:
 * - 404 when no route matches, when the api answered 404 to one of the page's own keys (a layout
 *   key's 404 says nothing about the page), or when the route says its data names nothing;
 * - 303 when the route's `access` turns this shopper away: a guest to sign-in with `back`, a
 *   signed-in shopper off sign-in (a 301 would be cached, and it depends on the session);
 * - 301 to the address the route's `redirect` names, query kept;
 * Data the api failed to give leaves the page its benefit of the doubt: 200, the client retries.
 */
export function pageOutcome(
  page: { match: PageMatch; context: RouteContext<unknown> } | null,
  pageKeys: readonly SwrKey[],
  { fallback, notFound }: Pick<Prefetched, 'fallback' | 'notFound'>,
  query: string,
): PageOutcome {
  if (!page) return { kind: 'render', status: 404 };
  const { route } = page.match;
  const read: ReadData = <T>(key: SwrKey) => fallback[unstable_serialize(key)] as T | undefined;
  // A profile the api failed to give is a guest's (spec §8).
  const turnedAway = accessRedirect(route.access, read(keys.profile()) ?? null, {
    pathname: page.context.pathname,
    search: query,
  });
  if (turnedAway) return { kind: 'redirect', status: 303, location: turnedAway };
  if (pageKeys.some((key) => notFound.has(unstable_serialize(key)))) return { kind: 'render', status: 404 };
  if (route.found && !route.found(page.context, read)) return { kind: 'render', status: 404 };
  const location = route.redirect?.(page.context, read);
  if (location) return { kind: 'redirect', status: 301, location: location + query };
  return { kind: 'render', status: 200 };
}

/** The query string of a request URL, with its '?', or ''. */
export function queryOf(originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  return q === -1 ? '' : originalUrl.slice(q);
}
