import { sql } from 'drizzle-orm';
import type { Router } from 'express';
import { healthRoutes } from '../../shared/node/health';
import type { Db } from '../db/database';

/** `/healthz` and `/readyz` of the api: ready when its database answers. */
export function apiHealth(db: Db): Router {
  return healthRoutes({
    async check() {
      await db.execute(sql`SELECT 1`);
    },
    failure: 'База данных недоступна',
    log: 'база данных недоступна',
  });
}
