import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id from a proxy in front of us is kept only when it looks like an id, not like an attack on logs. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * One JSON line per request (pino-http) with a request id: taken from `x-request-id` or made
 * here, echoed in the answer, and forwarded to the api by the proxy and the SSR prefetch
 * (`req.id`), so one id follows a request through both services.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Load balancers ask every few seconds; those lines would drown the shoppers' requests.
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' || req.url === '/readyz' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[скрыто]',
    },
  });
}
