import express from 'express';
import type { Logger } from 'pino';
import { countUpstreamFailure, httpMetrics, routeLabel } from '../shared/node/metrics';
import { metricsRoute } from '../shared/node/metrics-route';
import { requestLog } from '../shared/node/request-log';
import type { ServerConfig } from './config';
import { adminShell } from './middleware/admin-shell';
import { apiProxy, PAYMENT_PATHS, SEARCH_PATHS } from './middleware/api-proxy';
import { bodyLimit } from './middleware/body-limit';
import { compression } from './middleware/compression';
import { errorHandler, notFound } from './middleware/error-handler';
import { health } from './middleware/health';
import { redirects } from './middleware/redirects';
import { robots } from './middleware/robots';
import { securityHeaders } from './middleware/security-headers';
import { sitemap } from './middleware/sitemap';
import { staticFiles } from './middleware/static';
import { webManifestRoute } from './middleware/web-manifest';
import { ymlFeed } from './middleware/yml-feed';
import type { CatalogueRevision } from './catalogue-revision';
import type { RedirectTable } from './redirects-table';
import type { Assets } from './render/assets';
import { renderPage } from './render/render-page';
import { onUpstreamFailure } from './upstream-events';
import { apiUpstream, paymentUpstream, searchUpstream } from './upstreams';

export interface AppDeps {
  config: ServerConfig;
  logger: Logger;
  /** The build's manifest: entry module and each page's first modules. */
  assets: Assets;
  redirects: RedirectTable;
  /** The catalogue's revision (staff edits): what this process keeps of the catalogue follows it. Unset: never moves. */
  revision?: Pick<CatalogueRevision, 'current'>;
}

/** The storefront's Express app; it never listens (server/main.ts does), so tests use it directly. */
export function createApp({ config, logger, assets, redirects: table, revision = { current: () => '' } }: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  // The proxy's failures in /metrics (a set of listeners: one subscription however many apps).
  onUpstreamFailure(countUpstreamFailure);
  // Who may tell us the shopper's address (TRUST_PROXY); the /api proxy passes on what this decides.
  app.set('trust proxy', config.TRUST_PROXY);

  // The way of a request, top to bottom.
  app.use(requestLog(logger));
  app.use(httpMetrics('web'));
  // The shoppers' port: only with the token; without it, METRICS_PORT (shared/node/metrics-server.ts).
  app.use(metricsRoute(config.METRICS_TOKEN, 'shoppers'));
  app.use(securityHeaders({ metricaCounterId: config.METRICA_COUNTER_ID }));
  app.use(health(config.API_URL));
  // The back office's shell (/admin/*): before the storefront's redirects and pages, which are not its own.
  app.use(adminShell(config.PUBLIC_DIR, { rereadManifest: config.NODE_ENV === 'development' }));
  app.use(redirects(table));
  // Before any body parser: the proxy streams the body through untouched.
  app.use('/api', bodyLimit(config.BODY_LIMIT_KB));
  app.use(PAYMENT_PATHS, routeLabel('proxy:payment'), apiProxy(paymentUpstream(config), logger));
  app.use(SEARCH_PATHS, routeLabel('proxy:api'), apiProxy(searchUpstream(config), logger));
  app.use('/api', routeLabel('proxy:api'), apiProxy(apiUpstream(config), logger));
  app.use(compression());
  app.use(robots(config.PUBLIC_URL));
  app.use(sitemap({ apiUrl: config.API_URL, publicUrl: config.PUBLIC_URL, revision }));
  app.use(webManifestRoute());
  app.use(ymlFeed({ apiUrl: config.API_URL, publicUrl: config.PUBLIC_URL }));
  // A file found answers as 'static'; a miss goes on to the pages, which name their own route.
  app.use(routeLabel('static'), staticFiles(config.PUBLIC_DIR));
  app.use(renderPage({ config, assets, revision }));
  app.use(notFound);
  app.use(errorHandler());

  return app;
}
