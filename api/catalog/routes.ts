import { Router } from 'express';
import { ok } from '../../shared/contract';
import type { Db } from '../db/database';
import { sectionList, sectionTree } from './service';

/** /api/catalog/… (spec §7.1); products come in the next issue. */
export function catalogRoutes(db: Db): Router {
  const router = Router();
  router.get('/section-tree/', async (_req, res) => {
    res.json(ok(await sectionTree(db)));
  });
  router.get('/section-list/', async (_req, res) => {
    res.json(ok(await sectionList(db)));
  });
  return router;
}
