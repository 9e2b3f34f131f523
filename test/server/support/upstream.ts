import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface TestUpstream {
  url: string;
  /** Connections opened to it so far. */
  connections: number;
  /** Requests that reached it so far. */
  requests: number;
  close(): Promise<void>;
}

/**
 * A bare HTTP server on a loopback port standing for a service behind the storefront, doing what
 * `handle` says: answer, never answer (a hung api), or drop the connection. Closing it cuts every
 * connection, so a request it holds ends with the test.
 */
export async function startUpstream(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestUpstream> {
  const sockets = new Set<Socket>();
  const upstream = { connections: 0, requests: 0 };
  const server = createServer((req, res) => {
    upstream.requests++;
    handle(req, res);
  });
  server.on('connection', (socket) => {
    upstream.connections++;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(upstream, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** Never answers: the request waits until the test closes the upstream. */
export const hang = () => undefined;

/** Reads the request, then drops the connection without a word (a crash mid-request). */
export const dropConnection = (req: IncomingMessage) => req.socket.destroy();
