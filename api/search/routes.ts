import { Router } from 'express';
import { listingQuerySchema, ok, searchQuerySchema } from '../../shared/contract';
import type { Db } from '../db/database';
import { parseInput } from '../http/validate';
import { searchPage, searchResults } from './service';

/** `?query=a&query=b` or `?query[x]=…` is still a query: the first text given, never an error. */
const firstText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

const pageQuerySchema = listingQuerySchema.pick({ page: true, limit: true });

/** /api/catalog/search/ and /api/catalog/search-pagen/ (spec §7.1). */
export function searchRoutes(db: Db): Router {
  const router = Router();
  router.post('/search/', async (req, res) => {
    const { query } = parseInput(searchQuerySchema, { query: firstText(req.query.query ?? req.body?.query) });
    res.json(ok(await searchResults(db, query)));
  });
  router.get('/search-pagen/', async (req, res) => {
    const { query } = parseInput(searchQuerySchema, { query: firstText(req.query.query) });
    const { page, limit } = parseInput(pageQuerySchema, req.query);
    res.json(ok(await searchPage(db, query, page, limit)));
  });
  return router;
}

