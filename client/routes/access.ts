import type { Profile } from '../../shared/contract/profile';
import { urls } from '../../shared/routes';

/**
 * Who may open a route: 'account' pages only a signed-in shopper (a guest goes to sign in and comes
 * back), 'guest' pages only a guest (sign-in and registration send a signed-in shopper to the area).
 */
export type RouteAccess = 'account' | 'guest';

/** Where a shopper goes after signing in: `back` when it is a path of this shop, else the area. */
export function afterSignIn(back: string | null | undefined): string {
  return localPath(back) ?? urls.personal();
}

/**
 * `back` only when it names a path of this shop: '/…' but not '//host' or '/\host' (which browsers
 * read as another site), and nothing a URL parser would take out of the origin: no open redirect.
 */
export function localPath(back: string | null | undefined): string | null {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- tabs and newlines inside a URL are dropped by browsers
  if (/[\u0000-\u001f]/.test(back)) return null;
  try {
    const base = 'http://shop.invalid';
    const url = new URL(back, base);
    return url.origin === base ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** The sign-in page that brings the shopper back to `path` (its query kept). */
function loginFor(path: string): string {
  return `${urls.login()}?back=${encodeURIComponent(path)}`;
}

/**
 * Where a route sends this shopper instead of rendering, or null: a guest on an 'account' page to
 * sign-in with `back`; a signed-in shopper on a 'guest' page to `back` or the area. `profile`
 * undefined (not known yet) decides nothing.
 */
export function accessRedirect(
  access: RouteAccess | undefined,
  profile: Profile | null | undefined,
  where: { pathname: string; search: string },
): string | null {
  if (!access || profile === undefined) return null;
  if (access === 'account' && profile === null) return loginFor(where.pathname + where.search);
  if (access === 'guest' && profile !== null) return afterSignIn(new URLSearchParams(where.search).get('back'));
  return null;
}
