import { unstable_serialize } from 'swr';
import { keys, type SwrKey } from '../../shared/api/keys';
import type { ProductDetail } from '../../shared/contract/catalog';
import { pageExists } from '../../shared/page-status';
import { parseShopSlug, urls, type RouteMatch } from '../../shared/routes';
import type { Prefetched } from './prefetch';

export type PageOutcome = { kind: 'render'; status: 200 | 404 } | { kind: 'redirect'; location: string };

/**
 * What the server answers for a page once its data is prefetched, before the first byte:
 * - 404 when no route matches, when the section tree knows no such section or promo (`pageExists`),
 *   or when the api answered 404 to one of the page's own keys (an unknown product or promo code);
 *   a layout key's 404 says nothing about the page;
 * - 301 to the canonical `/shop/{id}-{code}-product/` for the older `/shop/{code}-product/` and for
 *   a product address whose id is not the product's (re-imported catalogues renumber), query kept.
 * Data the api failed to give leaves the page its benefit of the doubt: 200, the client retries.
 */
export function pageOutcome(
  match: RouteMatch | null,
  pageKeys: readonly SwrKey[],
  { fallback, notFound }: Pick<Prefetched, 'fallback' | 'notFound'>,
  query: string,
): PageOutcome {
  if (!match) return { kind: 'render', status: 404 };
  const read = (key: SwrKey) => fallback[unstable_serialize(key)];
  if (!pageExists(match, read)) return { kind: 'render', status: 404 };
  if (pageKeys.some((key) => notFound.has(unstable_serialize(key)))) return { kind: 'render', status: 404 };

  const slug = match.route.id === 'shopSlug' ? parseShopSlug(match.params.slug ?? '') : null;
  if (slug?.kind === 'legacyProduct' || slug?.kind === 'product') {
    const product = read(keys.product(slug.code)) as ProductDetail | undefined;
    const stale = slug.kind === 'legacyProduct' || slug.id !== product?.ID;
    if (product && stale) return { kind: 'redirect', location: urls.product(product) + query };
  }
  return { kind: 'render', status: 200 };
}

/** The query string of a request URL, with its '?', or ''. */
export function queryOf(originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  return q === -1 ? '' : originalUrl.slice(q);
}
