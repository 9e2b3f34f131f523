import { Router } from 'express';
import type { Db } from '../db/database';

/** /api/form/… (spec §7.4). */
export function formRoutes(db: Db): Router {
  const router = Router();
  void db;
  return router;
}
