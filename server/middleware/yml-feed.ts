import { createApiClient } from '../../shared/api/client';
import { keptDocument } from './kept-document';
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
 * only when it did, so it is as fresh as the database and built once per change. One question to
 * the api however many ask at once, the last document when it cannot answer (kept-document.ts).
 */
export function ymlFeed({ apiUrl, publicUrl, now = () => new Date() }: YmlFeedOptions) {
  const api = createApiClient({ baseUrl: apiUrl });
  return keptDocument<{ version: string; body: string; at: Date }>({
    path: '/yml.xml',
    refresh: async (held) => {
      const answer = await api.request(
        'GET /catalog/feed/',
        { query: { known: held?.version } },
        { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) },
      );
      if (!answer.FEED) return null;
      const at = now();
      return { version: answer.VERSION, body: ymlXml(publicUrl, answer.FEED, at), at };
    },
    failed: 'фид для Яндекс Маркета не собран',
    unavailable: 'Фид временно недоступен',
    // no-cache: a proxy or the robot may keep it, but asks first; the ETag makes that answer a 304.
    send: (res, held) =>
      res
        .type('application/xml; charset=utf-8')
        .set('Cache-Control', 'public, no-cache')
        .set('Last-Modified', held.at.toUTCString())
        .send(held.body),
  });
}
