import type { NextFunction, Request, Response } from 'express';
import { createApiClient } from '../../shared/api/client';
import { ymlXml } from './yml-xml';

const FETCH_TIMEOUT_MS = 15_000;

export interface YmlFeedOptions {
  apiUrl: string;
  /** The shop's public origin, no trailing slash (server/config.ts PUBLIC_URL). */
  publicUrl: string;
  now?: () => Date;
}

/**
 * GET /yml.xml, the Yandex Market feed. Each request asks the api whether the catalogue changed
 * since the version this process holds (one cheap query there); the document is written again
 * only when it did, so it is as fresh as the database and built once per change. However many ask
 * at once, one question goes to the api and the others wait for its answer. When the api cannot
 * answer, the last document is served; with none yet, 503 tells the robot to come back.
 */
export function ymlFeed({ apiUrl, publicUrl, now = () => new Date() }: YmlFeedOptions) {
  const api = createApiClient({ baseUrl: apiUrl });
  let held: { version: string; body: string; at: Date } | null = null;
  let pending: Promise<void> | null = null;

  const refresh = async () => {
    const answer = await api.request(
      'GET /catalog/feed/',
      { query: { known: held?.version } },
      { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) },
    );
    if (answer.FEED) {
      const at = now();
      held = { version: answer.VERSION, body: ymlXml(publicUrl, answer.FEED, at), at };
    }
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/yml.xml' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      pending ??= refresh().finally(() => (pending = null));
      await pending;
    } catch (error) {
      req.log.warn({ err: error }, 'фид для Яндекс Маркета не собран');
    }
    if (!held) {
      res.status(503).set('Retry-After', '60').type('text/plain; charset=utf-8').send('Фид временно недоступен');
      return;
    }
    // no-cache: a proxy or the robot may keep it, but asks first; the ETag makes that answer a 304.
    res
      .type('application/xml; charset=utf-8')
      .set('Cache-Control', 'public, no-cache')
      .set('Last-Modified', held.at.toUTCString())
      .send(held.body);
  };
}
