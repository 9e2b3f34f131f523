import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from 'pino';
import { httpMetrics } from '../shared/node/metrics';
import { metricsRoute } from '../shared/node/metrics-route';
import { requestLog } from '../shared/node/request-log';
import { adminHandlers, adminRouter } from './admin/routes';
import { basketHandlers } from './basket/routes';
import { catalogHandlers } from './catalog/routes';
import { watchRevision } from './catalog/revision';
import { certificateHandlers } from './certificate/routes';
import type { ApiConfig } from './config';
import { contentHandlers } from './content/routes';
import { deliveryHandlers } from './delivery/routes';
import type { Db } from './db/database';
import { createTariffs } from './delivery/service';
import { formHandlers } from './form/routes';
import { callRouter, type CallHandlers } from './http/calls';
import { errorHandler } from './http/error-handler';
import { apiHealth } from './http/health';
import { notFoundHandler } from './http/not-found';
import { openApiRoute } from './http/openapi';
import { pictureFiles } from './http/pictures';
import { createDeliveryProviders } from './providers/delivery';
import type { DeliveryProvider } from './providers/delivery/types';
import { createPictureStorage, type PictureStorage } from './providers/pictures';
import { orderHandlers } from './order/routes';
import { paymentHandlers } from './payment/routes';
import { profileHandlers } from './profile/routes';
import { createSearchLimits } from './limits/search';
import { createLimits } from './limits/service';
import { searchHandlers } from './search/routes';
import { sessionLifetime } from './session/service';
import { shipmentHandlers } from './shipment/routes';
import { trackingLink, type Carriers } from './shipment/service';
import { viewedHandlers } from './viewed/routes';
import { wishlistHandlers } from './wishlist/routes';

export interface ApiDeps {
  db: Db;
  logger: Logger;
  config: ApiConfig;
  /** Where uploaded product pictures live; unset: as PICTURE_STORAGE says. */
  pictures?: PictureStorage;
  /** The carriers shipments go to and are followed at; unset: as DELIVERY_PROVIDER says. */
  delivery?: Carriers;
  /**
   * The carrier checkout's tariffs are asked of: unset, the active one (DELIVERY_PROVIDER); a test's
   * double; null for none (prices from the cache, else the flat ones: the api tests' default).
   */
  carrier?: DeliveryProvider | null | undefined;
}

/** Every call's handler, by the contract table's id: one missing, or of the wrong shape, fails typecheck. */
function handlers(deps: ApiDeps, pictures: PictureStorage): CallHandlers {
  const { db, config } = deps;
  const carriers = deps.delivery ?? createDeliveryProviders(config, db);
  // Rate limits in PostgreSQL, shared by every instance: sign-in codes, order placement, call-backs.
  const limits = createLimits(db, config);
  const rules = { openOnReceiptPerPhone: config.OPEN_ORDERS_ON_RECEIPT_PER_PHONE };
  // The carrier's prices, with its calls in flight, one per app: drafts of one cold city wait on one call.
  const carrier = deps.carrier === undefined ? carriers.active : deps.carrier;
  const tariffs = createTariffs(db, carrier, config, deps.logger);
  // The catalogue's revision, which staff edits raise and the catalogue's caches key by.
  const revision = watchRevision(db);
  return {
    ...contentHandlers(db),
    ...catalogHandlers(db, config.CATALOG_PAGE_CACHE_SECONDS * 1000, revision),
    // Search's own brakes: per address (PostgreSQL, shared) and searches at once (this process).
    ...searchHandlers(db, createSearchLimits(db, config)),
    ...viewedHandlers(db),
    ...wishlistHandlers(db),
    ...basketHandlers(db),
    ...deliveryHandlers(db),
    ...orderHandlers(db, limits, rules, tariffs, trackingLink(carriers)),
    ...formHandlers(db, limits, rules),
    ...paymentHandlers(deps),
    ...profileHandlers({ db, config, limits }),
    ...certificateHandlers(db, limits),
    ...shipmentHandlers(db, carriers),
    ...adminHandlers(db, config, revision, pictures, carriers),
  };
}

/** Builds the back-end's Express app; it never listens (api/main.ts does, tests use supertest). */
export function createApp(deps: ApiDeps): express.Express {
  const { db, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // The storefront's proxy sits in front (on loopback unless API_TRUST_PROXY names it) and writes the
  // one address it determined (shared/node/trust-proxy.ts): the api believes that hop and nothing a
  // client wrote before it.
  app.set('trust proxy', deps.config.API_TRUST_PROXY);

  app.use(requestLog(logger));
  // Each call is labelled by its pattern in the contract table (/api/catalog/:code/), via Express's route.
  app.use(httpMetrics('api'));
  // The shoppers' port: only with the token (the process's metrics port answers without, main.ts).
  app.use(metricsRoute(deps.config.METRICS_TOKEN, 'shoppers'));
  app.use(apiHealth(db));
  // Session (sid) and recently viewed (productIds) cookies, and how long a session lives.
  app.use('/api', cookieParser(), sessionLifetime({ idleDays: deps.config.SESSION_IDLE_DAYS, maxDays: deps.config.SESSION_MAX_DAYS }));
  // The calls of the contract table (shared/contract/calls/), and the OpenAPI document of them.
  const pictures = deps.pictures ?? createPictureStorage(deps.config);
  const table = handlers(deps, pictures);
  const routerOptions = { publicUrl: deps.config.PUBLIC_URL, bodyLimitKb: deps.config.BODY_LIMIT_KB };
  const calls = callRouter(table, routerOptions);
  // The back office's calls, each behind its staff session, role and CSRF checks (api/admin/access.ts).
  const admin = adminRouter(table, db, deps.config, routerOptions);
  // Uploaded product pictures (docs/decisions/053): files, not calls of the table.
  app.use('/api/pictures', pictureFiles(pictures));
  app.use('/api', openApiRoute([...calls.registered, ...admin.registered]));
  app.use('/api/admin', admin.router);
  app.use('/api', calls.router);
  app.use(notFoundHandler());
  app.use(errorHandler());
  return app;
}
