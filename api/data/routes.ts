import { Router } from 'express';
import { dataRequestSchema, ok } from '../../shared/contract';
import type { Db } from '../db/database';
import { parseInput } from '../http/validate';
import { pageData, redirects, staticInfo } from './service';

/** /api/data/… (spec §7.1). */
export function dataRoutes(db: Db): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const request = parseInput(dataRequestSchema, req.body);
    res.json(ok(await pageData(db, request)));
  });
  router.get('/getStaticInfo/', async (_req, res) => {
    res.json(ok(await staticInfo(db)));
  });
  router.get('/redirects/', async (_req, res) => {
    res.json(ok(await redirects(db)));
  });
  return router;
}
