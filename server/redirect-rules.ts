import { OUTLET_PATH } from '../shared/routes';

/** Spec §2.2: fixed permanent redirects. */
const FIXED: Record<string, string> = {
  '/personal/cart/': '/personal/basket/',
  '/shop/dlya_novorozhdennykh/vse_tovary/': OUTLET_PATH,
};

/** Spec §2.2: a path containing any of these keeps its missing trailing slash (files, api, build tools). */
const NO_SLASH_MARKERS = [
  '.js',
  '.jpg',
  '.png',
  '.ico',
  '.svg',
  '.xml',
  '.json',
  '.webp',
  '/api/',
  '_loading',
  '_webpack',
  '_nuxt',
  'sitemap',
  // Not in the spec's list: static files we serve ourselves, which must not gain a slash either.
  '.css',
  '.woff2',
  '.webmanifest',
  '.txt',
  '.map',
];

/** Where a legacy path now lives, or undefined. */
export type LegacyLookup = (path: string) => string | undefined;

/**
 * The one place where redirect rules meet: returns the address (path + query) a request for
 * `url` should be sent to with 301, or null when it is already canonical. Rules chain into a
 * single redirect ('//personal/cart' → '/personal/basket/').
 *
 * Whatever comes in, the answer starts with exactly one '/' followed by neither '/' nor '\',
 * so no redirect ever leaves the site ('//evil.com', '/\evil.com' are protocol-relative
 * addresses for a browser, which also reads '\' as '/').
 */
export function redirectTarget(url: string, legacy: LegacyLookup): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);

  let next = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (!next.startsWith('/')) next = `/${next}`;

  const withSlash = next.endsWith('/') ? next : `${next}/`;
  const mapped = FIXED[withSlash] ?? safePath(legacy(next) ?? legacy(withSlash));
  if (mapped) next = mapped;
  else if (!next.endsWith('/') && !NO_SLASH_MARKERS.some((m) => next.includes(m))) next = withSlash;

  return next === path ? null : next + query;
}

/** A table target is trusted only when it is a path on this site. */
function safePath(to: string | undefined): string | undefined {
  return to && /^\/(?![/\\])/.test(to) ? to : undefined;
}
