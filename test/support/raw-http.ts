import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RawRequest {
  method: string;
  /** Sent as written: percent-escapes, valid or not, reach the app unchanged. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawServer {
  send(request: RawRequest): Promise<RawResponse>;
  close(): Promise<void>;
}

/**
 * The app listening on a loopback port, and a keep-alive client that sends exactly the bytes it is
 * given (supertest and fetch normalize methods, paths and bodies, which is what a malformed-input
 * test must not do).
 */
export async function listenRaw(app: Express): Promise<RawServer> {
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (request: RawRequest) =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: request.method,
          path: request.path,
          // Framed by length whatever the method: Node sends a GET's body unframed otherwise.
          headers: { ...request.headers, 'content-length': String(request.body?.length ?? 0) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(request.body);
    });
  return {
    send,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One request sent exactly as written to `app` on a port of its own. supertest parses URLs the
 * WHATWG way, which already turns '\' into '/' and so would hide the cases the redirects must handle.
 */
export async function rawRequest(app: Express, request: RawRequest): Promise<RawResponse> {
  const server = await listenRaw(app);
  try {
    return await server.send(request);
  } finally {
    await server.close();
  }
}
