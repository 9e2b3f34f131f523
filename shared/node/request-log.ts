import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { CENSOR, scrubUrl } from './log-scrub';
import { REDACTED_PATHS } from './logger';

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

/** Which service behind answered a request, and how long it took: the storefront's proxy and its page render note it. */
const upstreams = new WeakMap<IncomingMessage, { name: string; ms: number }>();

/** Notes on a request the upstream that answered it and its time, for the request's log line. */
export function noteUpstream(req: IncomingMessage, name: string, ms: number): void {
  upstreams.set(req, { name, ms });
}

/** The message pino-http writes for a 5xx without an error of its own: not worth a stack in the log. */
const SYNTHETIC_ERROR = /^failed with status code \d+$/;

/**
 * The fields of a request's one line: method, path (phones, e-mails and secret parameters hidden,
 * shared/node/log-scrub.ts), status, time in ms, the client's address as the service believes it
 * under its trust proxy (`clientIp`; pino's remoteAddress would be only the peer), and the upstream
 * with its time when the storefront's proxy answered it or a page waited for the api's data.
 * Headers only at debug, credentials redacted.
 */
function requestFields(req: IncomingMessage, res: ServerResponse, ms: number, withHeaders: boolean): Record<string, unknown> {
  const upstream = upstreams.get(req);
  const fields: Record<string, unknown> = {
    method: req.method,
    path: scrubUrl((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    ms,
    // Express's req.ip; a bare Node request (not through Express) has none.
    clientIp: (req as IncomingMessage & { ip?: string }).ip,
  };
  if (upstream) Object.assign(fields, { upstream: upstream.name, upstreamMs: upstream.ms });
  if (withHeaders) Object.assign(fields, { headers: req.headers, resHeaders: res.getHeaders() });
  return fields;
}

/**
 * pino-http for both services: one line per request (requestFields) bound to `reqId` (echoed in the
 * answer's header), 4xx as warnings and 5xx as errors. Handlers' own lines (`req.log`) carry the
 * `reqId` only, not the request again.
 */
export function requestLog(logger: Logger) {
  const withHeaders = logger.isLevelEnabled('debug');
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdFor(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req: IncomingMessage) => HEALTH_PATHS.has(req.url ?? '') },
    // Also here, for a logger that was not made by createLogger (a test's, a script's).
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    customSuccessObject: (req, res, value: { responseTime: number }) => requestFields(req, res, value.responseTime, withHeaders),
    customErrorObject: (req, res, error: Error, value: { responseTime: number }) => ({
      ...requestFields(req, res, value.responseTime, withHeaders),
      ...(SYNTHETIC_ERROR.test(error.message) ? {} : { err: error }),
    }),
    customSuccessMessage: () => 'запрос обработан',
    customErrorMessage: () => 'запрос не обработан',
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  });
}
