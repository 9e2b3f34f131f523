import type { Section } from '../../shared/contract';
import type { catalogCalls } from '../../shared/contract/calls/catalog';
import type { Facets, ProductBlock } from '../../shared/contract/catalog';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { boundedCache } from '../../shared/node/bounded-cache';
import { productBlock } from './blocks';
import { productDetail } from './detail';
import { feedSource } from './feed';
import { facetCacheKey, facetScope } from './facet-scope';
import { facets } from './facets';
import { listing, promoScope, sectionScope } from './listing';
import { sectionList, sectionTree } from './service';
import { sitemapData } from './sitemap';

/**
 * Facet counts and the home page's blocks are the same for every shopper and the heaviest reads
 * (every product of the scope with its offers), so each instance keeps them for half a minute:
 * a count lagging a sale by that long misleads nobody, while the listing and the product page,
 * which show what can be bought, always read the database.
 */
const PUBLIC_TTL_MS = 30_000;
const PUBLIC_MAX_ENTRIES = 500;

/** /api/catalog/… (spec §7.1); search, the viewed and wishlist blocks are their own domains'. */
export function catalogHandlers(db: Db): DomainHandlers<keyof typeof catalogCalls> {
  const facetCache = boundedCache<Facets>(PUBLIC_TTL_MS, PUBLIC_MAX_ENTRIES);
  const blockCache = boundedCache<ProductBlock>(PUBLIC_TTL_MS, PUBLIC_MAX_ENTRIES);
  // Every page the storefront renders asks for the menu; sections change when the owner edits them.
  const treeCache = boundedCache<Section[]>(PUBLIC_TTL_MS, 1);
  const tree = () => treeCache('tree', () => sectionTree(db));
  const feed = feedSource(db);
  return {
    'GET /catalog/section-tree/': () => tree(),
    'GET /catalog/section-list/': async () => sectionList(await tree()),
    'GET /catalog/sitemap/': () => sitemapData(db),
    'GET /catalog/feed/': ({ query }) => feed(query.known),
    'GET /catalog/': async ({ query }) => listing(db, await sectionScope(db, undefined), query),
    'GET /catalog/{code}/': async ({ params, query }) => listing(db, await sectionScope(db, params.code), query),
    'GET /catalog/filter/': ({ query }) =>
      facetCache(facetCacheKey(query), async () => facets(db, (await facetScope(db, query)).scope, query)),
    'GET /catalog/filter-promo/{code}/': async ({ params, query }) => listing(db, await promoScope(db, params.code), query),
    'GET /catalog/block/{block}/': ({ params, query }) =>
      blockCache(JSON.stringify([params.block, query.limit ?? null]), () => productBlock(db, params.block, query.limit)),
    'GET /catalog/{code}/detail/': ({ params }) => productDetail(db, params.code, false),
    'GET /catalog/{code}/detail-complex/': ({ params }) => productDetail(db, params.code, true),
  };
}
