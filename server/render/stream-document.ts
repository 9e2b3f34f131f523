import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Request, Response } from 'express';
import type { EmotionCache } from '@emotion/cache';
import { isbot } from 'isbot';
import { ssrRender } from '../../shared/node/metrics';
import { FONT_FACES_CSS } from '../../client/components/global/font-faces';
import type { Assets } from './assets';
import { EmotionStream } from './emotion-stream';
import { moduleLoaderScript } from './module-loader';
import { plainPage } from './plain-page';
import { serializeState } from './serialize';

export interface DocumentOptions {
  element: ReactNode;
  cache: EmotionCache;
  nonce: string;
  /** Decided from the route modules before rendering: 200, or 404 for an unmatched route. */
  status: number;
  cacheControl: string;
  /** What the client hydrates with: one escaped bootstrap script assigns it to `window[stateGlobal]`. */
  state: unknown;
  stateGlobal: string;
  setCookies: string[];
  /** The build's module loader (Assets['moduleLoader']), which loads `entry` and `modules` after the first paint. */
  moduleLoader: Assets['moduleLoader'];
  entry: string;
  /** The chunks the entry and the page need first: preloaded with the entry, after the first paint. */
  modules: readonly string[];
  timeoutMs: number;
  /** The route module's id ('not-found' for none): the label of the render time. */
  page: string;
}

/**
 * Streams the document (after React Router's entry.server.node.tsx): people get the shell as
 * soon as it is ready and the rest as it resolves, crawlers the whole document at once. Status
 * and headers are set once, before the first byte; nothing touches them afterwards.
 */
export function streamDocument(req: Request, res: Response, options: DocumentOptions): void {
  const log = req.log;
  // Crawlers and link previews get the whole document at once, people get it streamed.
  const waitForAll = isbot(req.get('user-agent'));
  let shellSent = false;
  let didError = false;
  const earlyErrors: unknown[] = [];

  const destination = new EmotionStream(res, options.cache, options.nonce, FONT_FACES_CSS);
  const rendered = ssrRender.startTimer({ page: options.page });
  const { pipe, abort } = renderToPipeableStream(options.element, {
    nonce: options.nonce,
    // The modules load after the first paint (client/module-loader.ts); the state is what hydration reads.
    bootstrapScriptContent: `${moduleLoaderScript(options.moduleLoader, options.entry, options.modules)}window.${options.stateGlobal}=${serializeState(options.state)}`,
    // React moves big finished parts out of line (hidden, revealed by a script); a crawler
    // should read the document in order, so nothing is too big for it.
    progressiveChunkSize: waitForAll ? Number.MAX_SAFE_INTEGER : undefined,
    onShellReady() {
      if (!waitForAll) start();
    },
    onAllReady() {
      if (waitForAll) start();
    },
    onShellError(error) {
      clearTimeout(timer);
      log.error({ err: error }, 'страница не отрисовалась');
      if (res.headersSent) return void res.end();
      res.status(500).type('html').set('Cache-Control', 'no-store').send(plainPage(500));
    },
    onError(error) {
      didError = true;
      // Errors before the shell is out either end in onShellError or are retried by the client.
      if (shellSent) log.error({ err: error }, 'ошибка отрисовки');
      else earlyErrors.push(error);
    },
  });

  function start() {
    shellSent = true;
    for (const error of earlyErrors.splice(0)) log.error({ err: error }, 'ошибка отрисовки');
    res.status(didError ? 500 : options.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', options.cacheControl);
    for (const cookie of options.setCookies) res.append('Set-Cookie', cookie);
    // A crawler's onAllReady can fire from inside abort(); React must finish aborting before it flushes.
    if (aborting) queueMicrotask(() => pipe(destination));
    else pipe(destination);
  }

  // Whatever has not resolved by then is left to the client to render.
  let aborting = false;
  const timer = setTimeout(() => {
    aborting = true;
    abort(new Error('SSR: время отрисовки истекло'));
  }, options.timeoutMs);
  destination.on('finish', () => {
    clearTimeout(timer);
    // React wrote the whole document: its render time, not the shopper's download.
    rendered();
  });
  res.on('close', () => {
    clearTimeout(timer);
    // The shopper went away: stop rendering for nobody.
    if (!res.writableFinished) {
      abort(new Error('SSR: соединение закрыто'));
      destination.destroy();
    }
  });
}
