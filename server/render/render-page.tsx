import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { App } from '../../client/App';
import { AppProviders } from '../../client/AppProviders';
import type { SiteInfo } from '../../client/components/seo/site';
import { createEmotionCache } from '../../client/emotion';
import { layoutData } from '../../client/routes/layout';
import { matchPage } from '../../client/routes/match';
import { STATE_GLOBAL, type ShopState } from '../../client/state';
import { createApiClient } from '../../shared/api/client';
import type { SwrKey } from '../../shared/api/keys';
import type { ServerConfig } from '../config';
import { forwardedHeaders } from '../forwarded';
import { setRouteLabel } from '../../shared/node/metrics';
import { noteUpstream, REQUEST_ID_HEADER } from '../../shared/node/request-log';
import type { Assets } from './assets';
import { pageCacheControl } from './cache-control';
import { pageOutcome, queryOf } from './outcome';
import { sendEarlyHints } from './early-hints';
import { leanFallback } from './client-state';
import { fetchKey, prefetch } from './prefetch';
import { sharedData } from './shared-data';
import { streamDocument } from './stream-document';

export interface RenderDeps {
  config: ServerConfig;
  assets: Assets;
  /** The catalogue's revision the shared answers are keyed by (server/catalogue-revision.ts). */
  revision: { current(): string };
}

/**
 * SSR of every page (GET and HEAD), from the route modules (client/routes): the matched module
 * names the page's keys, the layout the keys every page reads; both are fetched through the api
 * with the shopper's cookie; the module's data decides the status or a redirect, and the app
 * streams with that data as fallback, so hydration reuses it without a refetch.
 */
export function renderPage({ config, assets, revision }: RenderDeps) {
  const shared = sharedData({
    revision: () => revision.current(),
    apiUrl: config.API_URL,
    ttlMs: config.SHARED_DATA_TTL_SECONDS * 1000,
    timeoutMs: config.PREFETCH_TIMEOUT_MS,
  });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const query = queryOf(req.originalUrl);
      const match = matchPage(req.path, query);
      // The route module's id: a page's series, however many addresses it has.
      const page = match?.route.id ?? 'not-found';
      setRouteLabel(res, `page:${page}`);
      const layout = layoutData({ pathname: req.path, cookies: parseCookies(req.headers.cookie ?? '') });
      // A known guest on a page for accounts is sent to sign in: nothing of the page to fetch.
      const knownGuest = layout.known.some(({ key, data }) => key[0] === 'GET /profile/' && data === null);
      const skipPage = match?.route.access === 'account' && knownGuest;
      const pageKeys: SwrKey[] = match && !skipPage ? Object.values(match.keys).filter((key) => key !== null) : [];
      const preloads = preloadsFor(assets, match?.route.id);
      // The browser loads the page's files while the api gathers its data; not for a known 303.
      if (config.EARLY_HINTS === 'on' && !skipPage) sendEarlyHints(req, res, [assets.entry, ...preloads]);
      const shopper = shopperHeaders(req);
      // With the cookie, the browser's own User-Agent: a session this page touches records the browser («Где вы вошли»), not the storefront.
      const cookie: Record<string, string> = req.headers.cookie
        ? { cookie: req.headers.cookie, ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}) }
        : {};
      const api = createApiClient({ baseUrl: config.API_URL, headers: { ...shopper, ...cookie } });
      const signal = AbortSignal.timeout(config.PREFETCH_TIMEOUT_MS);
      // What is everyone's comes from the storefront's copy, the rest from the api with the cookie.
      const keys = [...layout.fetch, ...pageKeys];
      const asked = performance.now();
      const prefetched = await prefetch(keys, (key) =>
        shared.holds(key) ? shared.answer(key, req.log, shopper) : fetchKey(api, key, req.log, signal),
      );
      // The page's log line says how long it waited for the api, as a proxied call's says for its
      // answer; a page answered from the storefront's copy alone asked no upstream.
      if (keys.some((key) => !shared.holds(key))) noteUpstream(req, 'api', Math.round(performance.now() - asked));
      if (res.destroyed) return;
      const { setCookies } = prefetched;
      for (const { key, data } of layout.known) prefetched.fallback[unstable_serialize(key)] = data;

      const outcome = pageOutcome(match && { match, context: match.context }, pageKeys, prefetched, query);
      if (outcome.kind === 'redirect') {
        for (const cookie of setCookies) res.append('Set-Cookie', cookie);
        res.set('Cache-Control', redirectCacheControl(outcome.status, setCookies.length > 0));
        return res.redirect(outcome.status, outcome.location);
      }
      const site: SiteInfo = {
        ORIGIN: config.PUBLIC_URL,
        ...(outcome.status === 404 ? { NOT_FOUND: req.originalUrl } : {}),
        ...(config.METRICA_COUNTER_ID ? { METRICA_COUNTER_ID: config.METRICA_COUNTER_ID } : {}),
      };
      // What the page renders from and hands the client: no field that no component reads.
      const fallback = leanFallback(prefetched.fallback);
      const nonce = res.locals.nonce as string;
      // One Emotion cache per request: styles never leak between shoppers.
      const cache = createEmotionCache(nonce);
      const element = (
        <AppProviders cache={cache} fallback={fallback} site={site}>
          <StaticRouter location={req.originalUrl}>
            <App />
          </StaticRouter>
        </AppProviders>
      );
      const state: ShopState = { fallback, site };
      streamDocument(req, res, {
        element,
        cache,
        nonce,
        status: outcome.status,
        cacheControl: pageCacheControl(match?.route),
        state,
        stateGlobal: STATE_GLOBAL,
        setCookies,
        moduleLoader: assets.moduleLoader,
        entry: assets.entry,
        modules: preloads,
        timeoutMs: config.RENDER_TIMEOUT_MS,
        page,
      });
    } catch (error) {
      next(error);
    }
  };
}

/** A 301 is everyone's and may be cached; a 303 of the personal area is this shopper's alone. */
function redirectCacheControl(status: 301 | 303, setsCookies: boolean): string {
  if (status === 303) return 'private, no-store';
  return setsCookies ? 'private, no-cache' : 'public, max-age=3600';
}

/** The entry's own chunks and the page's, each once. */
function preloadsFor(assets: Assets, routeId: string | undefined): string[] {
  const page = routeId ? (assets.pages[routeId] ?? []) : [];
  return [...new Set([...(assets.entryImports ?? []), ...page])];
}

/** The request id and the shopper's address as the proxy would pass it (the cookie goes only where the data is personal). */
function shopperHeaders(req: Request): Record<string, string> {
  return { ...forwardedHeaders(req), [REQUEST_ID_HEADER]: String(req.id) };
}
