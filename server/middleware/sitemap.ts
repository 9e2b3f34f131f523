import { routeModules } from '../../client/routes';
import { createApiClient } from '../../shared/api/client';
import type { SitemapData } from '../../shared/contract/sitemap';
import { keptDocument } from './kept-document';
import { xmlText } from '../../shared/format/markup';

/** Pages that are not in the catalogue's data but should be found: their route modules say so. */
const FIXED_PAGES = routeModules.filter((route) => route.sitemap).flatMap((route) => route.paths);
/** The catalogue changes a few times a day; a crawler asks rarely. */
const CACHE_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;

export interface SitemapOptions {
  apiUrl: string;
  /** The shop's public origin, no trailing slash (server/config.ts PUBLIC_URL). */
  publicUrl: string;
  now?: () => number;
  /** The catalogue's revision: a sitemap written before a staff edit is written again (issue 24: within 5 s). */
  revision?: { current(): string };
}

/** The sitemaps.org document of the shop's addresses, absolute on `origin`. */
export function sitemapXml(origin: string, data: SitemapData): string {
  const entry = (path: string, lastmod?: string) =>
    `<url><loc>${xmlText(origin + path)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;
  const seen = new Set<string>();
  const lines: string[] = [];
  const add = (path: string, lastmod?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    lines.push(entry(path, lastmod));
  };
  FIXED_PAGES.forEach((path) => add(path));
  data.SECTIONS.forEach((s) => add(s.URL));
  data.PROMOS.forEach((p) => add(p.URL));
  data.PRODUCTS.forEach((p) => add(p.URL, p.UPDATED));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/**
 * GET /sitemap.xml (spec §2.2 keeps it without a trailing slash): built from the api's
 * /catalog/sitemap/ and kept for ten minutes in this process, a cache that any instance can rebuild.
 * One request to the api however many crawlers ask at once; when it cannot answer, the last
 * sitemap, or 503 with none (kept-document.ts).
 */
export function sitemap({ apiUrl, publicUrl, now = Date.now, revision = { current: () => '' } }: SitemapOptions) {
  const api = createApiClient({ baseUrl: apiUrl });
  return keptDocument<{ body: string; at: number; revision: string }>({
    path: '/sitemap.xml',
    fresh: (held) => now() - held.at < CACHE_MS && held.revision === revision.current(),
    refresh: async () => {
      const seen = revision.current();
      const data = await api.request('GET /catalog/sitemap/', {}, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      return { body: sitemapXml(publicUrl, data), at: now(), revision: seen };
    },
    failed: 'карта сайта не собрана',
    unavailable: 'Карта сайта временно недоступна',
    send: (res, held) => res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=600').send(held.body),
  });
}
