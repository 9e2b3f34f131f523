import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Router, type Request } from 'express';
import { fail } from '../contract';
import { registry } from './metrics';
import { isLoopbackAddress } from './trust-proxy';

export const METRICS_TOKEN_MISSING = 'Для метрик нужен токен: заголовок Authorization: Bearer <METRICS_TOKEN>';
export const METRICS_TOKEN_WRONG = 'Неверный токен метрик';
export const METRICS_LOOPBACK_ONLY = 'Метрики открыты только с этой машины; чтобы читать их по сети, задайте METRICS_TOKEN';

/** Headers a proxy writes: a request bearing one came from further away than its peer. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export type MetricsAccess = 'open' | 'no_token' | 'wrong_token' | 'not_local';

/**
 * Who may read /metrics (docs/decisions/030). With a token: whoever sends it as a Bearer. Without
 * one: only a peer on this machine that is not a proxy passing a request on — a reverse proxy on
 * loopback (nginx before the storefront, the storefront before the api) would otherwise open the
 * metrics to the whole internet. The socket's address, never X-Forwarded-For: that one is written
 * by the client.
 */
export function metricsAccess(token: string | undefined, peer: string | undefined, headers: IncomingHttpHeaders): MetricsAccess {
  if (token) {
    const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
    if (!match) return 'no_token';
    // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(match[1]!.trim()), digest(token)) ? 'open' : 'wrong_token';
  }
  if (!isLoopbackAddress(peer) || FORWARDED.some((name) => headers[name] !== undefined)) return 'not_local';
  return 'open';
}

const REFUSALS = {
  no_token: { status: 401, message: METRICS_TOKEN_MISSING },
  wrong_token: { status: 403, message: METRICS_TOKEN_WRONG },
  not_local: { status: 403, message: METRICS_LOOPBACK_ONLY },
} as const;

/** GET /metrics in the Prometheus text format, for the process's whole registry. */
export function metricsRoute(token: string | undefined): Router {
  const router = Router();
  router.get('/metrics', async (req: Request, res) => {
    res.set('Cache-Control', 'no-store');
    const access = metricsAccess(token, req.socket.remoteAddress, req.headers);
    if (access !== 'open') {
      const refusal = REFUSALS[access];
      if (access === 'no_token') res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(refusal.status).json(fail([{ message: refusal.message }]));
      return;
    }
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
