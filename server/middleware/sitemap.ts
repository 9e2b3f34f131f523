import type { NextFunction, Request, Response } from 'express';
import { routeModules } from '../../client/routes';
import { createApiClient } from '../../shared/api/client';
import type { SitemapData } from '../../shared/contract/sitemap';
import { escapeMarkup } from '../../shared/format/markup';

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
}

const xml = escapeMarkup;

/** The sitemaps.org document of the shop's addresses, absolute on `origin`. */
export function sitemapXml(origin: string, data: SitemapData): string {
  const entry = (path: string, lastmod?: string) =>
    `<url><loc>${xml(origin + path)}</loc>${lastmod ? `<lastmod>${xml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;
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
 * When the api cannot answer and nothing is cached, 503 tells the crawler to come back.
 */
export function sitemap({ apiUrl, publicUrl, now = Date.now }: SitemapOptions) {
  const api = createApiClient({ baseUrl: apiUrl });
  let cached: { body: string; at: number } | null = null;
  let pending: Promise<string> | null = null;

  const build = async () => {
    const data = await api.request('GET /catalog/sitemap/', {}, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const body = sitemapXml(publicUrl, data);
    cached = { body, at: now() };
    return body;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/sitemap.xml' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let body = cached && now() - cached.at < CACHE_MS ? cached.body : null;
    if (!body) {
      try {
        // One request to the api however many crawlers ask at once.
        pending ??= build().finally(() => (pending = null));
        body = await pending;
      } catch (error) {
        req.log.warn({ err: error }, 'карта сайта не собрана');
        if (!cached) {
          res.status(503).set('Retry-After', '60').type('text/plain; charset=utf-8').send('Карта сайта временно недоступна');
          return;
        }
        body = cached.body;
      }
    }
    res.type('application/xml; charset=utf-8').set('Cache-Control', 'public, max-age=600').send(body);
  };
}
