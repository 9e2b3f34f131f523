import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Router, type Request } from 'express';
import { fail } from '../contract';
import { registry } from './metrics';
import { isLoopbackAddress } from './trust-proxy';

export const METRICS_TOKEN_MISSING = 'Для метрик нужен токен: заголовок Authorization: Bearer <METRICS_TOKEN>';
export const METRICS_TOKEN_WRONG = 'Неверный токен метрик';
export const METRICS_LOOPBACK_ONLY = 'Метрики открыты только с этой машины; чтобы читать их по сети, задайте METRICS_TOKEN';
export const METRICS_OWN_PORT = 'Метрики отдаются на своём порту (METRICS_PORT); чтобы читать их здесь, задайте METRICS_TOKEN';

/** Headers a proxy writes: a request bearing one came from further away than its peer. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

export type MetricsAccess = 'open' | 'no_token' | 'wrong_token' | 'not_local' | 'own_port';

/**
 * Which port a /metrics answers on. `shoppers`: the storefront's PORT and the api's API_PORT, where
 * any request may have come through a reverse proxy, even one that writes no forwarding header;
 * `metrics`: METRICS_PORT (and the worker's WORKER_PORT), which only Prometheus is meant to reach.
 */
export type MetricsPort = 'shoppers' | 'metrics';

/**
 * Who may read /metrics (docs/decisions/030, 037). With a token, on either port: whoever sends it as
 * a Bearer. Without one, never on the shoppers' port — a plain `proxy_pass` on loopback that sets no
 * forwarding header makes every shopper look like this machine — and on the metrics port only a peer
 * on this machine that is not a proxy passing a request on. The socket's address, never
 * X-Forwarded-For: that one is written by the client.
 */
export function metricsAccess(
  token: string | undefined,
  peer: string | undefined,
  headers: IncomingHttpHeaders,
  port: MetricsPort,
): MetricsAccess {
  if (token) {
    const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
    if (!match) return 'no_token';
    // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(match[1]!.trim()), digest(token)) ? 'open' : 'wrong_token';
  }
  if (port === 'shoppers') return 'own_port';
  if (!isLoopbackAddress(peer) || FORWARDED.some((name) => headers[name] !== undefined)) return 'not_local';
  return 'open';
}

const REFUSALS = {
  no_token: { status: 401, message: METRICS_TOKEN_MISSING },
  wrong_token: { status: 403, message: METRICS_TOKEN_WRONG },
  not_local: { status: 403, message: METRICS_LOOPBACK_ONLY },
  own_port: { status: 403, message: METRICS_OWN_PORT },
} as const;

/** GET /metrics in the Prometheus text format, for the process's whole registry. */
export function metricsRoute(token: string | undefined, port: MetricsPort): Router {
  const router = Router();
  router.get('/metrics', async (req: Request, res) => {
    res.set('Cache-Control', 'no-store');
    const access = metricsAccess(token, req.socket.remoteAddress, req.headers, port);
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
