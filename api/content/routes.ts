import type { dataCalls } from '../../shared/contract/calls/data';
import type { Db } from '../db/database';
import type { DomainHandlers } from '../http/calls';
import { boundedCache } from '../../shared/node/bounded-cache';
import { listPartners, listReviews } from './partners-reviews';
import { activePosterList, pageData, redirects, staticInfo } from './service';

const MINUTE = 60_000;
/** The owner's edits (posters, the banner) reach the storefront within 5 s (issue 24): 2 s here, 2 s in its copy. */
const STAFF_EDITED_MS = 2_000;

/** One public answer kept `ttlMs` per instance. */
function keptFor<V>(ttlMs: number, load: () => Promise<V>): () => Promise<V> {
  const cache = boundedCache<V>(ttlMs, 1);
  return () => cache('', load);
}

/**
 * /api/data/… (spec §7.1): the shop's content (posters, shop info, redirects, partners, reviews)
 * at the address the spec gives it. Partners and reviews are public data that browsers and shared
 * caches keep five minutes (the table's `cache: 'public'`), and each instance keeps its own copy a minute.
 */
export function contentHandlers(db: Db): DomainHandlers<keyof typeof dataCalls> {
  const partners = keptFor(MINUTE, () => listPartners(db));
  const reviewsCache = boundedCache<Awaited<ReturnType<typeof listReviews>>>(MINUTE, 50);
  // The shop's info and its posters are asked for by every page the storefront renders, and
  // change only when the owner edits them: one query per 2 s costs nothing, a query per page does.
  const shopInfo = keptFor(STAFF_EDITED_MS, () => staticInfo(db));
  const posters = keptFor(STAFF_EDITED_MS, () => activePosterList(db));
  return {
    'POST /data/': async ({ body }) => pageData(await posters(), body),
    'GET /data/getStaticInfo/': () => shopInfo(),
    'GET /data/redirects/': () => redirects(db),
    'GET /data/partners/': () => partners(),
    'GET /data/reviews/': ({ query }) => reviewsCache(String(query.count), () => listReviews(db, query.count)),
  };
}
