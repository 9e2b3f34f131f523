import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { answerUnavailable } from '../../shared/node/envelope';
import { noteUpstream, REQUEST_ID_HEADER } from '../../shared/node/request-log';
import { replaceForwarded } from '../forwarded';
import { failureReason, REASON_TEXT, reportUpstreamFailure, type UpstreamFailureReason, type UpstreamName } from '../upstream-events';

/**
 * What the payment back-end answers (spec §7.3: its own host, PAYMENT_API_URL): mounted with its
 * own proxy before the one for the rest of /api.
 */
export const PAYMENT_PATHS = ['/api/order/getPaymentByOrderCode', '/api/payment'];

/**
 * The api's search calls (the overlay's and the results page's): the same api, on a pool of their
 * own (SEARCH_PROXY_POOL_SIZE), so that a flood of searches waits behind itself.
 */
export const SEARCH_PATHS = ['/api/catalog/search', '/api/catalog/search-pagen'];

/** One upstream as ops configure it (server/config.ts: API_PROXY_*, PAYMENT_PROXY_*). */
export interface Upstream {
  name: UpstreamName;
  url: string;
  /** How long a request may take, from arriving here to the upstream's last byte (waiting for a free connection included). */
  timeoutSeconds: number;
  /** Connections to it at most; more requests at once wait for one to free. As many stay open idle. */
  poolSize: number;
}

/** One proxied request on its way: what the deadline has to stop, and whether it was answered already. */
interface Exchange {
  started: number;
  timedOut: boolean;
  failed: boolean;
  proxyReq?: ClientRequest;
  proxyRes?: IncomingMessage;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection'];

function timeoutError(): Error {
  return Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' });
}

/**
 * `/api/*` to an upstream, untouched: mounted before any body parser so the body streams through,
 * on its own keep-alive pool, with cookies and the request id passed on, and the X-Forwarded-* of
 * what the storefront determined (server/forwarded.ts) in place of the client's. Origin and
 * Sec-Fetch-* go through as the browser sent them: the api's cross-site guard reads them. Mount with
 * `app.use('/api', apiProxy(...))` (or at PAYMENT_PATHS); the path goes upstream whole.
 *
 * An upstream that is down or slower than its timeout gives the shopper the envelope's Russian
 * message (502, or 504 for a timeout); the log line names the upstream and why, the request's line
 * carries the upstream's time, and onUpstreamFailure's listeners (the metrics) hear of it.
 */
export function apiProxy(upstream: Upstream, logger: Logger) {
  const timeoutMs = Math.round(upstream.timeoutSeconds * 1000);
  const exchanges = new WeakMap<IncomingMessage, Exchange>();

  function fail(req: Request, res: ServerResponse | Socket, exchange: Exchange, reason: UpstreamFailureReason, error?: unknown) {
    if (exchange.failed) return;
    exchange.failed = true;
    const ms = Math.round(performance.now() - exchange.started);
    noteUpstream(req, upstream.name, ms);
    reportUpstreamFailure(upstream.name, reason);
    const detail = reason === 'timeout' ? `${REASON_TEXT.timeout} (за ${upstream.timeoutSeconds} с)` : REASON_TEXT[reason];
    (req.log ?? logger).error(
      { upstream: upstream.name, reason, target: upstream.url, upstreamMs: ms, ...(reason === 'error' ? { err: error } : {}) },
      `${upstream.name} не отвечает: ${detail}`,
    );
    answerUnavailable(res, reason === 'timeout' ? 504 : 502);
    // What arrives later from the upstream has nowhere to go.
    exchange.proxyRes?.destroy();
    exchange.proxyReq?.destroy();
  }

  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target: upstream.url,
    agent: new Agent({ keepAlive: true, maxSockets: upstream.poolSize, maxFreeSockets: upstream.poolSize }),
    // Not http-proxy's xfwd, which appends to the client's X-Forwarded-For: a forged list would pass.
    xfwd: false,
    // Express strips the mount path from req.url; the api serves under /api, so put it back.
    pathRewrite: (_path, req) => req.originalUrl,
    on: {
      // Emitted once the request has a connection from the pool (its headers may be written by then).
      proxyReq(proxyReq, req) {
        const exchange = exchanges.get(req);
        if (exchange?.timedOut) proxyReq.destroy(timeoutError());
        else if (exchange) exchange.proxyReq = proxyReq;
      },
      proxyRes(proxyRes, req, res) {
        const exchange = exchanges.get(req);
        if (!exchange) return;
        exchange.proxyRes = proxyRes;
        // A body cut off (the upstream died, or the deadline) must not crash the process.
        proxyRes.on('error', (error) => fail(req, res, exchange, exchange.timedOut ? 'timeout' : failureReason(error), error));
        noteUpstream(req, upstream.name, Math.round(performance.now() - exchange.started));
      },
      error(error, req, res) {
        // Every request's exchange is stored before it reaches the proxy (below).
        const exchange = exchanges.get(req)!;
        fail(req, res, exchange, exchange.timedOut ? 'timeout' : failureReason(error), error);
      },
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const exchange: Exchange = { started: performance.now(), timedOut: false, failed: false };
    exchanges.set(req, exchange);
    replaceForwarded(req);
    // Hop-by-hop (RFC 9110 §7.6.1): a client's `Connection: close` (nginx's default HTTP/1.0
    // upstream, curl, supertest) is about its own connection, and passed on would close the pooled one.
    for (const name of HOP_BY_HOP) delete req.headers[name];
    if (req.id !== undefined) req.headers[REQUEST_ID_HEADER] = String(req.id);
    // One deadline for the whole exchange: waiting for a pooled connection, the upstream's work, its body.
    const deadline = setTimeout(() => {
      exchange.timedOut = true;
      const stop = exchange.proxyRes ?? exchange.proxyReq;
      if (stop) stop.destroy(timeoutError());
      else fail(req, res, exchange, 'timeout');
    }, timeoutMs);
    res.once('close', () => clearTimeout(deadline));
    void proxy(req, res, next);
  };
}
