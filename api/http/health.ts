import { sql } from 'drizzle-orm';
import { Router } from 'express';
import { fail, ok } from '../../shared/contract';
import type { Db } from '../db/database';

/** `/healthz`: the process answers. `/readyz`: and its database too (for load balancers). */
export function healthRoutes(db: Db): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json(ok({ up: true }));
  });
  router.get('/readyz', async (req, res) => {
    try {
      await db.execute(sql`SELECT 1`);
      res.json(ok({ ready: true }));
    } catch (error) {
      req.log.warn({ err: error }, 'база данных недоступна');
      res.status(503).json(fail([{ message: 'База данных недоступна' }]));
    }
  });
  return router;
}
