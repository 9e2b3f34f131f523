import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import express from 'express';
import { pino } from 'pino';
import { compression } from '../../../server/middleware/compression';
import { requestLog } from '../../../shared/node/request-log';
import { streamDocument } from '../../../server/render/stream-document';
import { TEST_ASSETS } from './shop';

export const TEST_NONCE = 'dGVzdC1ub25jZQ==';

/**
 * An app whose only page is `render()`'s element streamed by server/render/stream-document,
 * behind the same compression as the shop: for streaming behaviour that needs a page we control
 * (one that suspends until the test says so).
 */
export function streamApp(render: () => { element: ReactNode; cache: EmotionCache }, timeoutMs = 5_000) {
  const app = express();
  app.use(requestLog(pino({ level: 'silent' })));
  app.use(compression());
  app.get('/', (req, res) => {
    res.locals.nonce = TEST_NONCE;
    const { element, cache } = render();
    streamDocument(req, res, {
      element,
      cache,
      nonce: TEST_NONCE,
      status: 200,
      cacheControl: 'private, no-cache',
      state: { key: '</script>' },
      stateGlobal: '__TEST_STATE__',
      setCookies: [],
      moduleLoader: TEST_ASSETS.moduleLoader,
      entry: '/assets/entry-test.js',
      modules: [],
      timeoutMs,
      page: 'test',
    });
  });
  return app;
}

export interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Text received (and decompressed) so far. */
  text(): string;
  /** Resolves once the received text contains `needle`. */
  waitFor(needle: string): Promise<void>;
  /** Resolves with the whole text when the response ends. */
  done: Promise<string>;
}

/** Opens a real HTTP request and exposes the body as it arrives, decompressed (gzip, br). */
export async function openStream(
  app: express.Express,
  headers: Record<string, string> = {},
): Promise<OpenStream & { close(): Promise<void> }> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', headers }, resolve).on('error', reject);
  });
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'gzip' ? res.pipe(createGunzip()) : encoding === 'br' ? res.pipe(createBrotliDecompress()) : res;
  let text = '';
  const waiters: Array<{ needle: string; resolve: () => void }> = [];
  body.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const w of waiters.splice(0)) {
      if (text.includes(w.needle)) w.resolve();
      else waiters.push(w);
    }
  });
  const done = new Promise<string>((resolve, reject) => {
    body.on('end', () => resolve(text));
    body.on('error', reject);
  });
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    text: () => text,
    waitFor: (needle) => (text.includes(needle) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ needle, resolve }))),
    done,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A promise the test resolves when it wants the suspended part of the page to finish. */
export { deferred } from '../../support/deferred';
