import { Router } from 'express';
import { ok, type Section } from '../../shared/contract';
import { type Facets, listingQuerySchema, type ProductBlock } from '../../shared/contract/catalog';
import type { Db } from '../db/database';
import { parseInput } from '../http/validate';
import { blockQuerySchema, productBlock } from './blocks';
import { productDetail } from './detail';
import { boundedCache } from '../public-cache';
import { facetCacheKey, facetQuerySchema, facetScope } from './facet-scope';
import { facets } from './facets';
import { listing, promoScope, sectionScope } from './listing';
import { sectionList, sectionTree } from './service';

/**
 * Facet counts and the home page's blocks are the same for every shopper and the heaviest reads
 * (every product of the scope with its offers), so each instance keeps them for half a minute:
 * a count lagging a sale by that long misleads nobody, while the listing and the product page,
 * which show what can be bought, always read the database.
 */
const PUBLIC_TTL_MS = 30_000;
const PUBLIC_MAX_ENTRIES = 500;

/**
 * /api/catalog/… (spec §7.1). Fixed paths first, then `{code}/detail/`, then `{section_code}/`,
 * which would otherwise swallow them. api/search's router (search, search-pagen, block/viewed,
 * block/wishlist) is mounted before this one in api/app.ts.
 */
export function catalogRoutes(db: Db): Router {
  const router = Router();
  const facetCache = boundedCache<Facets>(PUBLIC_TTL_MS, PUBLIC_MAX_ENTRIES);
  const blockCache = boundedCache<ProductBlock>(PUBLIC_TTL_MS, PUBLIC_MAX_ENTRIES);
  // Every page the storefront renders asks for the menu; sections change when the owner edits them.
  const treeCache = boundedCache<Section[]>(PUBLIC_TTL_MS, 1);
  const tree = () => treeCache('tree', () => sectionTree(db));
  router.get('/section-tree/', async (_req, res) => {
    res.json(ok(await tree()));
  });
  router.get('/section-list/', async (_req, res) => {
    res.json(ok(sectionList(await tree())));
  });
  router.get('/filter/', async (req, res) => {
    const query = parseInput(facetQuerySchema, req.query);
    const answer = await facetCache(facetCacheKey(query), async () => facets(db, (await facetScope(db, query)).scope, query));
    res.json(ok(answer));
  });
  router.get('/filter-promo/:code/', async (req, res) => {
    const filter = parseInput(listingQuerySchema, req.query);
    res.json(ok(await listing(db, await promoScope(db, req.params.code), filter)));
  });
  router.get('/block/:block/', async (req, res) => {
    const { limit } = parseInput(blockQuerySchema, req.query);
    const block = req.params.block;
    res.json(ok(await blockCache(JSON.stringify([block, limit ?? null]), () => productBlock(db, block, limit))));
  });
  router.get('/:code/detail/', async (req, res) => {
    res.json(ok(await productDetail(db, req.params.code, false)));
  });
  router.get('/:code/detail-complex/', async (req, res) => {
    res.json(ok(await productDetail(db, req.params.code, true)));
  });
  router.get('/', async (req, res) => {
    const filter = parseInput(listingQuerySchema, req.query);
    res.json(ok(await listing(db, await sectionScope(db, undefined), filter)));
  });
  router.get('/:code/', async (req, res) => {
    const filter = parseInput(listingQuerySchema, req.query);
    res.json(ok(await listing(db, await sectionScope(db, req.params.code), filter)));
  });
  return router;
}
