import { keys, type ApiKey, type SwrKey } from '../../shared/api/keys';
import { SESSION_COOKIE } from '../../shared/contract/catalog-constants';

/** An answer known without asking the api. */
export interface KnownAnswer {
  key: SwrKey;
  data: unknown;
}

const known = <T>(key: ApiKey<T>, data: T): KnownAnswer => ({ key, data });

/** What the layout's data depends on: the page's path and the request's cookies. */
export interface LayoutContext {
  pathname: string;
  cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * What every page of the layout reads at startup (spec §4: static data, the menu, the page's
 * posters, the wishlist, the profile), for the server to prefetch, and what it knows without
 * asking: only a shopper with a session can have a wishlist or be signed in, so a guest's header
 * shows 0 and «Войти» without a request.
 */
export function layoutData({ pathname, cookies }: LayoutContext): { fetch: SwrKey[]; known: KnownAnswer[] } {
  const fetch: SwrKey[] = [keys.staticInfo(), keys.sectionTree(), keys.pageData(pathname)];
  if (cookies[SESSION_COOKIE]) return { fetch: [...fetch, keys.wishlist(), keys.profile()], known: [] };
  return { fetch, known: [known(keys.wishlist(), { ITEMS: [] }), known(keys.profile(), null)] };
}
