import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Stopping a server gracefully (docs/decisions/030): no new connection, every request in flight
 * answered, then closed. Node's server.close() alone waits for a keep-alive connection to idle out
 * (keepAliveTimeout, 5 s) after its last answer, and a client may send it another request
 * meanwhile; so each answer after the stop says `Connection: close`, and a connection is let go
 * as soon as its answer is out.
 * Call at once after listen(): it watches the requests in flight from then on.
 */
export function gracefulClose(server: Server): (cutAfterMs?: number) => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  const letGo = (res: ServerResponse) => {
    // A proxied answer may carry the upstream's own Connection header; then the connection is closed when idle.
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };

  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) return letGo(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return async (cutAfterMs) => {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const res of inFlight) letGo(res);
    server.closeIdleConnections();
    // A request still running long after the stop is cut rather than holding it forever.
    const cut = cutAfterMs === undefined ? undefined : setTimeout(() => server.closeAllConnections(), cutAfterMs);
    await closed;
    clearTimeout(cut);
  };
}
