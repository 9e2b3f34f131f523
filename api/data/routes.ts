import { Router } from 'express';
import { dataRequestSchema, ok } from '../../shared/contract';
import type { Db } from '../db/database';
import { parseInput } from '../http/validate';
import { boundedCache } from '../public-cache';
import { listPartners, listReviews } from './partners-reviews';
import { reviewsQuerySchema } from './reviews-validators';
import { activePosterList, pageData, redirects, staticInfo } from './service';

const MINUTE = 60_000;

/** One public answer kept a minute per instance. */
function minuteCache<V>(load: () => Promise<V>): () => Promise<V> {
  const cache = boundedCache<V>(MINUTE, 1);
  return () => cache('', load);
}

/** /api/data/… (spec §7.1). */
export function dataRoutes(db: Db): Router {
  const router = Router();
  // Public data (spec §7.1 "cached"): browsers and shared caches keep it five minutes, and each
  // instance keeps its own copy a minute (api/public-cache.ts).
  const publicCache = 'public, max-age=300';
  const partners = minuteCache(() => listPartners(db));
  const reviewsCache = boundedCache<Awaited<ReturnType<typeof listReviews>>>(MINUTE, 50);
  const reviews = (count: number) => reviewsCache(String(count), () => listReviews(db, count));
  // The shop's info and its posters are asked for by every page the storefront renders, and
  // change only when the owner edits them: a minute's delay costs nothing, a query per page does.
  const shopInfo = minuteCache(() => staticInfo(db));
  const posters = minuteCache(() => activePosterList(db));
  router.post('/', async (req, res) => {
    const request = parseInput(dataRequestSchema, req.body);
    res.json(ok(pageData(await posters(), request)));
  });
  router.get('/getStaticInfo/', async (_req, res) => {
    res.json(ok(await shopInfo()));
  });
  router.get('/redirects/', async (_req, res) => {
    res.json(ok(await redirects(db)));
  });
  router.get('/partners/', async (_req, res) => {
    const list = await partners();
    res.set('Cache-Control', publicCache).json(ok(list));
  });
  router.get('/reviews/', async (req, res) => {
    const { count } = parseInput(reviewsQuerySchema, req.query);
    const list = await reviews(count);
    res.set('Cache-Control', publicCache).json(ok(list));
  });
  return router;
}
