import cookieParser from 'cookie-parser';
import express from 'express';
import type { Logger } from 'pino';
import { requestLog } from '../shared/node/request-log';
import { basketRoutes } from './basket/routes';
import { catalogRoutes } from './catalog/routes';
import { sitemapRoutes } from './catalog/sitemap';
import type { ApiConfig } from './config';
import { dataRoutes } from './data/routes';
import type { Db } from './db/database';
import { errorHandler } from './http/error-handler';
import { apiHealth } from './http/health';
import { notFoundHandler } from './http/not-found';
import { formRoutes } from './form/routes';
import { orderRoutes } from './order/routes';
import { paymentRoutes } from './payment/routes';
import { searchRoutes } from './search/routes';
import { viewedRoutes } from './viewed/routes';
import { wishlistBlockRoutes, wishlistRoutes } from './wishlist/routes';

export interface ApiDeps {
  db: Db;
  logger: Logger;
  config: ApiConfig;
}

/** Builds the back-end's Express app; it never listens (api/main.ts does, tests use supertest). */
export function createApp(deps: ApiDeps): express.Express {
  const { db, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  // The storefront's proxy sits in front on loopback; its X-Forwarded-* are the shopper's.
  app.set('trust proxy', 'loopback');

  app.use(requestLog(logger));
  app.use(apiHealth(db));
  app.use('/api', express.json({ limit: '100kb' }));
  // Session (sid) and recently viewed (productIds) cookies.
  app.use('/api', cookieParser());
  app.use('/api/data', dataRoutes(db));
  // Before the catalogue's own routes: '/search/' would otherwise read as a section code.
  app.use('/api/catalog', searchRoutes(db));
  app.use('/api/catalog', viewedRoutes(db));
  app.use('/api/catalog', wishlistBlockRoutes(db));
  app.use('/api/catalog', sitemapRoutes(db));
  app.use('/api/catalog', catalogRoutes(db));
  app.use('/api/wishlist', wishlistRoutes(db));
  app.use('/api/basket', basketRoutes(db));
  // The payment back-end first: it answers /api/order/getPaymentByOrderCode/ (spec §7.3).
  app.use(paymentRoutes(deps));
  app.use('/api/order', orderRoutes(db));
  app.use('/api/form', formRoutes(db));
  app.use(notFoundHandler());
  app.use(errorHandler());
  return app;
}
