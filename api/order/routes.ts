import { Router } from 'express';
import type { Db } from '../db/database';

/** /api/order/… (spec §7.3). */
export function orderRoutes(db: Db): Router {
  const router = Router();
  void db;
  return router;
}
