import type { Router } from 'express';
import { UNAVAILABLE_MESSAGE } from '../../shared/node/envelope';
import { healthRoutes } from '../../shared/node/health';

const READY_TIMEOUT_MS = 2_000;

/**
 * `/healthz` and `/readyz` of the storefront: ready when the api behind it is (its own /readyz
 * checks the database), so a load balancer stops sending shoppers to a storefront that cannot serve.
 */
export function health(apiUrl: string): Router {
  return healthRoutes({
    async check() {
      const upstream = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      await upstream.body?.cancel();
      if (!upstream.ok) throw new Error(`api /readyz answered ${upstream.status}`);
    },
    failure: UNAVAILABLE_MESSAGE,
    log: 'api не готов',
  });
}
