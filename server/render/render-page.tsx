import type { NextFunction, Request, Response } from 'express';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { App } from '../../client/App';
import { AppProviders } from '../../client/AppProviders';
import { createEmotionCache } from '../../client/emotion';
import { createApiClient } from '../../shared/api/client';
import { keys, layoutKeys } from '../../shared/api/keys';
import { SESSION_COOKIE } from '../../shared/contract/catalog';
import { pageKeys } from '../../shared/page-keys';
import { matchRoute } from '../../shared/routes';
import { Preloads } from '../../client/components/document/Preloads';
import { siteFallback, type SiteInfo } from '../../client/components/seo/site';
import type { ServerConfig } from '../config';
import { REQUEST_ID_HEADER } from '../../shared/node/request-log';
import type { Assets } from './assets';
import { pageOutcome, queryOf } from './page-outcome';
import { prefetch } from './prefetch';
import { streamDocument } from './stream-document';

export interface RenderDeps {
  config: ServerConfig;
  assets: Assets;
}

/**
 * SSR of every page (GET and HEAD): the route table and the prefetched data decide the status, the page's SWR keys are
 * fetched through the api with the shopper's cookie, and the app streams with that data as
 * fallback, so hydration reuses it without a refetch.
 */
export function renderPage({ config, assets }: RenderDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const match = matchRoute(req.path);
      const nonce = res.locals.nonce as string;
      const api = createApiClient({ baseUrl: config.API_URL, headers: forwardedHeaders(req) });
      const layout = layoutKeys(req.path);
      const page = match ? pageKeys(match, new URLSearchParams(queryOf(req.originalUrl))) : [];
      const hasSession = sessionOf(req);
      if (hasSession) layout.push(keys.wishlist());
      const prefetched = await prefetch(api, [...layout, ...page], req.log, config.PREFETCH_TIMEOUT_MS);
      if (res.destroyed) return;
      const { fallback, setCookies } = prefetched;

      const outcome = pageOutcome(match, page, prefetched, queryOf(req.originalUrl));
      if (outcome.kind === 'redirect') {
        for (const cookie of setCookies) res.append('Set-Cookie', cookie);
        res.set('Cache-Control', setCookies.length > 0 ? 'private, no-cache' : 'public, max-age=3600');
        return res.redirect(301, outcome.location);
      }
      // Without a session there is no wishlist to ask for: the header shows 0 without a request.
      if (!hasSession) fallback[unstable_serialize(keys.wishlist())] = { ITEMS: [] };
      const site: SiteInfo = {
        ORIGIN: config.PUBLIC_URL,
        ...(outcome.status === 404 ? { NOT_FOUND: req.originalUrl } : {}),
        ...(config.METRICA_COUNTER_ID ? { METRICA_COUNTER_ID: config.METRICA_COUNTER_ID } : {}),
      };
      Object.assign(fallback, siteFallback(site));

      // One Emotion cache per request: styles never leak between shoppers.
      const cache = createEmotionCache(nonce);
      const element = (
        <AppProviders cache={cache} fallback={fallback}>
          <StaticRouter location={req.originalUrl}>
            <Preloads hrefs={preloadsFor(assets, match?.route.id)} nonce={nonce} />
            <App />
          </StaticRouter>
        </AppProviders>
      );
      streamDocument(req, res, {
        element,
        cache,
        nonce,
        status: outcome.status,
        fallback,
        setCookies,
        entry: assets.entry,
        timeoutMs: config.RENDER_TIMEOUT_MS,
      });
    } catch (error) {
      next(error);
    }
  };
}

/** The entry's own chunks and the page's, each once. */
function preloadsFor(assets: Assets, pageId: string | undefined): string[] {
  const page = pageId ? (assets.pages[pageId] ?? []) : [];
  return [...new Set([...(assets.entryImports ?? []), ...page])];
}

/** Whether the shopper has a session (guests too), so that a wishlist can exist for them. */
function sessionOf(req: Request): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`).test(req.headers.cookie ?? '');
}

function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: String(req.id) };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  return headers;
}
