import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * The request id travels in this header: from a load balancer into the storefront, from the
 * storefront's proxy and SSR prefetch into the api, and back in every answer, so that one request
 * reads as one id in both services' logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id goes into our logs and back to the caller: accept only a plain token, not an attack on logs.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is safe to reuse, otherwise a new one. */
export function requestIdFor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

// Load balancers and Prometheus ask every few seconds; those lines would drown the shoppers' requests.
const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * pino-http for both services: one JSON line per request with `req.id` (echoed in the answer's
 * header), `clientIp` (the shopper's address as the service believes it under its trust proxy,
 * where `req.remoteAddress` is only the peer), cookies and credentials redacted, 4xx as warnings
 * and 5xx as errors.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdFor(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Express's req.ip; a bare Node request (not through Express) has none.
    customProps: (req: IncomingMessage) => ({ clientIp: (req as IncomingMessage & { ip?: string }).ip }),
    autoLogging: { ignore: (req: IncomingMessage) => HEALTH_PATHS.has(req.url ?? '') },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[скрыто]',
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
