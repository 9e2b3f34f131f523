import { Router } from 'express';
import { dataRequestSchema, ok } from '../../shared/contract';
import type { Db } from '../db/database';
import { parseInput } from '../http/validate';
import { memo } from './memo';
import { listPartners, listReviews } from './partners-reviews';
import { reviewsQuerySchema } from './reviews-validators';
import { activePosterList, pageData, redirects, staticInfo } from './service';

/** /api/data/… (spec §7.1). */
export function dataRoutes(db: Db): Router {
  const router = Router();
  // Public data (spec §7.1 "cached"): browsers and shared caches keep it five minutes, and each
  // instance keeps its own copy a minute (api/data/memo.ts).
  const publicCache = 'public, max-age=300';
  const partners = memo(60_000, () => listPartners(db));
  const reviews = memo(60_000, (count: number) => listReviews(db, count));
  // The shop's info and its posters are asked for by every page the storefront renders, and
  // change only when the owner edits them: a minute's delay costs nothing, a query per page does.
  const shopInfo = memo(60_000, () => staticInfo(db));
  const posters = memo(60_000, () => activePosterList(db));
  router.post('/', async (req, res) => {
    const request = parseInput(dataRequestSchema, req.body);
    res.json(ok(pageData(await posters(null), request)));
  });
  router.get('/getStaticInfo/', async (_req, res) => {
    res.json(ok(await shopInfo(null)));
  });
  router.get('/redirects/', async (_req, res) => {
    res.json(ok(await redirects(db)));
  });
  router.get('/partners/', async (_req, res) => {
    const list = await partners(null);
    res.set('Cache-Control', publicCache).json(ok(list));
  });
  router.get('/reviews/', async (req, res) => {
    const { count } = parseInput(reviewsQuerySchema, req.query);
    const list = await reviews(count);
    res.set('Cache-Control', publicCache).json(ok(list));
  });
  return router;
}
