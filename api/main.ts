import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { gracefulClose } from '../shared/node/graceful-close';
import { createHttpServer, listen, urlOf } from '../shared/node/http-server';
import { createLogger } from '../shared/node/logger';
import { openMetricsPort, startMetricsServer, type RunningMetricsServer } from '../shared/node/metrics-server';
import { ensureDemoOwner } from './admin/service';
import { createApp } from './app';
import { demoOwnerOn } from './config-admin';
import { parseApiConfig, sandboxDemoPayOn, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { outboxDeliveries, scheduledJobs } from './jobs';
import { startJobRunner, type JobRunner } from './jobs/runner';
import { apiHealth } from './http/health';
import { watchOutbox, watchPool } from './metrics/service';

export interface RunningApi {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The listening server, with its configured timeouts. */
  server: Server;
  /** Where /metrics answers without a token (METRICS_PORT), when `overrides.metrics` asked for it. */
  metricsUrl?: string;
  /** Stops HTTP, then the job runner (its running jobs finish), then the pool and the embedded database. */
  close(): Promise<void>;
}

export interface RunningWorker {
  /** Where its /metrics, /healthz and /readyz answer (WORKER_PORT). */
  url: string;
  /** The listening server, with the configured timeouts as the api's. */
  server: Server;
  close(): Promise<void>;
}

/** Config, logger and a migrated (and, when empty, seeded) database: what both roles start from. */
async function openBackEnd(env: Record<string, string | undefined>, name: string) {
  const config = parseApiConfig(env);
  const logger = createLogger({ name, level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const opened = await openDatabase(config, logger);
  try {
    await migrateDatabase(opened.pool);
    if (await seedIfEmpty(opened.db)) logger.info('база была пустой: добавлены демо-данные');
    const demoOwner = demoOwnerOn(config) ? await ensureDemoOwner(opened.db) : null;
    if (demoOwner) {
      // Past the log's scrubbing of e-mails (shared/node/log-scrub.ts): the demo's visitor must read this one.
      process.stdout.write(
        `Панель управления /admin/: демо-владелец ${demoOwner.email}, пароль ${demoOwner.password} ` +
          '(приложение для кодов TOTP подключается при первом входе; ADMIN_DEMO_OWNER)\n',
      );
    }
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
  // The pool and the outbox in /metrics for as long as the database is open.
  const unwatch = [watchPool(opened.pool), watchOutbox(opened.db)];
  const database: Database = {
    ...opened,
    async close() {
      for (const stop of unwatch) stop();
      await opened.close();
    },
  };
  return { config, logger, database };
}

function startJobs(config: ApiConfig, logger: Logger, database: Database): Promise<JobRunner> {
  const { db, pool, url } = database;
  const deliveries = outboxDeliveries(config, logger, db);
  return startJobRunner({ db, pool, url, config, logger, deliveries, scheduled: scheduledJobs(config, db, logger) });
}

/**
 * Starts the back-end: config, database (embedded unless DATABASE_URL), migrations, demo seed on
 * an empty database, the job runner, then HTTP on API_HOST and `overrides.port ?? API_PORT` (0
 * picks a free port), and with `overrides.metrics` the process's /metrics on METRICS_PORT (main.ts
 * asks for it once per process).
 */
export async function startApi(
  env: Record<string, string | undefined>,
  overrides: { port?: number; metrics?: boolean } = {},
): Promise<RunningApi> {
  const { config, logger, database } = await openBackEnd(env, 'api');
  let jobs: JobRunner | undefined;
  let metrics: RunningMetricsServer | undefined;
  try {
    jobs = await startJobs(config, logger, database);
    const server = createHttpServer(createApp({ db: database.db, logger, config }), config);
    const closeServer = gracefulClose(server);
    await listen(server, overrides.port ?? config.API_PORT, config.API_HOST);
    const url = urlOf(server);
    logger.info({ url }, 'api запущен');
    if (overrides.metrics) metrics = await openMetricsPort(config, logger);
    if (config.NODE_ENV === 'production' && sandboxDemoPayOn(config)) {
      logger.warn(
        'оплата СБП в песочнице: заказы оплачиваются кнопкой «Оплатить (демо)»; для настоящих платежей задайте PAYMENT_PROVIDER=yookassa',
      );
    }
    if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'sandbox') {
      logger.warn('SMS в песочнице: сообщения никуда не отправляются; для настоящих задайте SMS_PROVIDER=smsru');
    }
    const runner = jobs;
    const metricsServer = metrics;

    return {
      url,
      server,
      ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
      async close() {
        // The storefront in front has stopped by now (main.ts); what is still running gets 5 s.
        await closeServer(5_000);
        await metricsServer?.close();
        await runner.stop();
        await database.close();
        logger.info('api остановлен');
      },
    };
  } catch (error) {
    await metrics?.close().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Starts only the job runner (`--role worker`), as many as wanted beside the api: no shoppers'
 * HTTP, only WORKER_PORT (/metrics, /healthz, /readyz), served with the same timeouts as the api's.
 */
export async function startWorker(env: Record<string, string | undefined>): Promise<RunningWorker> {
  const { config, logger, database } = await openBackEnd(env, 'worker');
  let jobs: JobRunner | undefined;
  try {
    jobs = await startJobs(config, logger, database);
    // No shopper comes here: only Prometheus and a load balancer's health checks.
    const port = { setting: 'WORKER_PORT', port: config.WORKER_PORT, host: config.API_HOST, token: config.METRICS_TOKEN, timeouts: config };
    const server = await startMetricsServer(port, [apiHealth(database.db)]);
    const url = server.url;
    logger.info({ url }, 'обработчик заданий запущен');
    const runner = jobs;
    return {
      url,
      server: server.server,
      async close() {
        await server.close();
        await runner.stop();
        await database.close();
        logger.info('обработчик заданий остановлен');
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
