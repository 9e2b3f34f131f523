import { Router } from 'express';
import { fail, ok } from '../../shared/contract';

const READY_TIMEOUT_MS = 2_000;

/**
 * `/healthz`: this process answers. `/readyz`: and the api behind it is ready (its own /readyz
 * checks the database), so a load balancer stops sending shoppers to a storefront that cannot serve.
 */
export function health(apiUrl: string): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(ok({ up: true }));
  });
  router.get('/readyz', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const upstream = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      await upstream.body?.cancel();
      if (!upstream.ok) throw new Error(`api /readyz answered ${upstream.status}`);
      res.json(ok({ ready: true }));
    } catch (error) {
      req.log.warn({ err: error }, 'api не готов');
      res.status(503).json(fail([{ message: 'Сервис временно недоступен, попробуйте позже' }]));
    }
  });
  return router;
}
