import { Agent, type ServerResponse } from 'node:http';
import type { Request } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { answerUnavailable } from '../../shared/node/envelope';
import { REQUEST_ID_HEADER } from '../../shared/node/request-log';
import { replaceForwarded } from '../forwarded';

/**
 * What the payment back-end answers (spec §7.3: its own host, PAYMENT_API_URL): mounted with its
 * own proxy before the one for the rest of /api.
 */
export const PAYMENT_PATHS = ['/api/order/getPaymentByOrderCode', '/api/payment'];

/**
 * `/api/*` to the back-end, untouched: mounted before any body parser so the body streams
 * through, on keep-alive connections, with cookies and the request id passed on, and the
 * X-Forwarded-* of what the storefront determined (server/forwarded.ts) in place of the client's.
 * Origin and Sec-Fetch-* go through as the browser sent them: the api's cross-site guard reads them.
 * Mount with `app.use('/api', apiProxy(...))` (or at PAYMENT_PATHS); the path goes upstream whole.
 */
export function apiProxy(apiUrl: string, logger: Logger) {
  return createProxyMiddleware<Request, ServerResponse>({
    target: apiUrl,
    agent: new Agent({ keepAlive: true }),
    // Not http-proxy's xfwd, which appends to the client's X-Forwarded-For: a forged list would pass.
    xfwd: false,
    // A hung api must not hold the shopper forever; a timeout ends in the 502 envelope.
    proxyTimeout: 30_000,
    // Express strips the mount path from req.url; the api serves under /api, so put it back.
    pathRewrite: (_path, req) => req.originalUrl,
    on: {
      proxyReq(proxyReq, req) {
        replaceForwarded(proxyReq, req);
        if (req.id !== undefined) proxyReq.setHeader(REQUEST_ID_HEADER, String(req.id));
      },
      error(err, req, res) {
        (req.log ?? logger).error({ err }, 'api не отвечает');
        answerUnavailable(res);
      },
    },
  });
}
