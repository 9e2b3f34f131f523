import { Router } from 'express';
import { fail, ok } from '../contract';

export interface Readiness {
  /** Resolves when what the service needs answers (the database, the api behind); throws otherwise. */
  check(): Promise<void>;
  /** The Russian message of the 503 envelope. */
  failure: string;
  /** The log line when the check fails. */
  log: string;
}

/**
 * `/healthz`: the process answers. `/readyz`: and what it needs answers too, so that a load
 * balancer stops sending shoppers to an instance that cannot serve them. Never cached.
 */
export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(ok({ up: true }));
  });
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await readiness.check();
      res.json(ok({ ready: true }));
    } catch (error) {
      req.log.warn({ err: error }, readiness.log);
      res.status(503).json(fail([{ message: readiness.failure }]));
    }
  });
  return router;
}
