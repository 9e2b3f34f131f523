import type { Section } from '../../shared/contract';
import type { catalogCalls } from '../../shared/contract/calls/catalog';
import type { Facets, Listing, ProductBlock, ProductDetail } from '../../shared/contract/catalog';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { boundedCache } from '../../shared/node/bounded-cache';
import { productBlock } from './blocks';
import { productDetail } from './detail';
import type { RevisionWatch } from './revision';
import { feedSource } from './feed';
import { facetCacheKey, facetScope } from './facet-scope';
import { facets } from './facets';
import { listing, promoScope, sectionScope } from './listing';
import { sectionList, sectionTree } from './service';
import { sitemapData } from './sitemap';

/**
 * Facet counts and the home page's blocks are the same for every shopper and the heaviest reads
 * (every product of the scope with its offers), so each instance keeps them for half a minute:
 * a count lagging a sale by that long misleads nobody. The listing and the product page show what
 * can be bought, so theirs is reused for a few seconds only (`pageCacheMs` below).
 */
const PUBLIC_TTL_MS = 30_000;
const PUBLIC_MAX_ENTRIES = 500;

/**
 * /api/catalog/… (spec §7.1); search, the viewed and wishlist blocks are their own domains'.
 * `pageCacheMs`: how long a product page's and a listing's answers are reused (0: never). They show
 * what can be bought, so the bound is short (CATALOG_PAGE_CACHE_SECONDS, 5 s): a page rendered from
 * such an answer is as current as one a shopper opened that long ago, and the basket checks stock
 * on every add; under load, it is one database read per product or listing per interval instead
 * of ≈ 8 statements per page (docs/decisions/032-ssr-floor.md).
 */
export function catalogHandlers(db: Db, pageCacheMs: number, revision: RevisionWatch): DomainHandlers<keyof typeof catalogCalls> {
  // Every key starts with the catalogue's revision: a staff edit makes every kept answer a miss.
  const keyed = (...parts: unknown[]) => JSON.stringify([revision.current(), ...parts]);
  const facetCache = boundedCache<Facets>(PUBLIC_TTL_MS, PUBLIC_MAX_ENTRIES);
  const detailCache = boundedCache<ProductDetail>(pageCacheMs, PUBLIC_MAX_ENTRIES);
  const listingCache = boundedCache<Listing>(pageCacheMs, PUBLIC_MAX_ENTRIES);
  const detail = (code: string, withRelated: boolean) => detailCache(keyed(code, withRelated), () => productDetail(db, code, withRelated));
  const listed = (kind: string, code: string | null, query: object, load: () => Promise<Listing>) =>
    listingCache(keyed(kind, code, query), load);
  const blockCache = boundedCache<ProductBlock>(PUBLIC_TTL_MS, PUBLIC_MAX_ENTRIES);
  // Every page the storefront renders asks for the menu; sections change when the owner edits them.
  const treeCache = boundedCache<Section[]>(PUBLIC_TTL_MS, 1);
  const tree = () => treeCache(keyed('tree'), () => sectionTree(db));
  const feed = feedSource(db);
  return {
    'GET /catalog/section-tree/': () => tree(),
    'GET /catalog/section-list/': async () => sectionList(await tree()),
    'GET /catalog/sitemap/': () => sitemapData(db),
    'GET /catalog/feed/': ({ query }) => feed(query.known),
    'GET /catalog/revision/': async () => ({ REVISION: await revision.refresh() }),
    'GET /catalog/': ({ query }) => listed('all', null, query, async () => listing(db, await sectionScope(db, undefined), query)),
    'GET /catalog/{code}/': ({ params, query }) =>
      listed('section', params.code, query, async () => listing(db, await sectionScope(db, params.code), query)),
    'GET /catalog/filter/': ({ query }) =>
      facetCache(keyed(facetCacheKey(query)), async () => facets(db, (await facetScope(db, query)).scope, query)),
    'GET /catalog/filter-promo/{code}/': ({ params, query }) =>
      listed('promo', params.code, query, async () => listing(db, await promoScope(db, params.code), query)),
    'GET /catalog/block/{block}/': ({ params, query }) =>
      blockCache(keyed(params.block, query.limit ?? null), () => productBlock(db, params.block, query.limit)),
    'GET /catalog/{code}/detail/': ({ params }) => detail(params.code, false),
    'GET /catalog/{code}/detail-complex/': ({ params }) => detail(params.code, true),
  };
}
