import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The timeouts of a service's own HTTP server, seconds (shared/node/config.ts httpServerSettings). */
export interface HttpServerSettings {
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number;
  HTTP_HEADERS_TIMEOUT_SECONDS: number;
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
}

const ms = (seconds: number) => Math.round(seconds * 1000);

/**
 * An HTTP server for either role with the configured timeouts. Node enforces the headers and
 * request timeouts on a sweep every `connectionsCheckingInterval` (30 s by default), which would
 * let a 10 s setting run to 40 s; the sweep runs at half the shorter timeout instead (at least
 * every 30 s, at most every 50 ms), so the settings mean what they say.
 */
export function createHttpServer(handler: RequestListener, settings: HttpServerSettings): Server {
  const headersTimeout = ms(settings.HTTP_HEADERS_TIMEOUT_SECONDS);
  const requestTimeout = ms(settings.HTTP_REQUEST_TIMEOUT_SECONDS);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.round(Math.min(headersTimeout, requestTimeout) / 2))),
    },
    handler,
  );
  server.keepAliveTimeout = ms(settings.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS);
  return server;
}

/** Listens and resolves once listening; rejects with the error (a port in use) otherwise. */
export async function listen(server: Server, port: number, host: string): Promise<void> {
  server.listen(port, host);
  await once(server, 'listening');
}

/** The address a listening server is on, as a URL (no trailing slash): http://127.0.0.1:41234. */
export function urlOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}
