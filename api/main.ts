import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createHttpServer, listen } from '../shared/node/http-server';
import { createLogger } from '../shared/node/logger';
import { createApp } from './app';
import { parseApiConfig, sandboxDemoPayOn, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { outboxDeliveries, scheduledJobs } from './jobs';
import { startJobRunner, type JobRunner } from './jobs/runner';

export interface RunningApi {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The listening server, with its configured timeouts. */
  server: Server;
  /** Stops HTTP, then the job runner (its running jobs finish), then the pool and the embedded database. */
  close(): Promise<void>;
}

export interface RunningWorker {
  close(): Promise<void>;
}

/** Config, logger and a migrated (and, when empty, seeded) database: what both roles start from. */
async function openBackEnd(env: Record<string, string | undefined>, name: string) {
  const config = parseApiConfig(env);
  const logger = createLogger({ name, level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const database = await openDatabase(config, logger);
  try {
    await migrateDatabase(database.pool);
    if (await seedIfEmpty(database.db)) logger.info('база была пустой: добавлены демо-данные');
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
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
 * picks a free port).
 */
export async function startApi(env: Record<string, string | undefined>, overrides: { port?: number } = {}): Promise<RunningApi> {
  const { config, logger, database } = await openBackEnd(env, 'api');
  let jobs: JobRunner | undefined;
  try {
    jobs = await startJobs(config, logger, database);
    const server = createHttpServer(createApp({ db: database.db, logger, config }), config);
    await listen(server, overrides.port ?? config.API_PORT, config.API_HOST);
    const { address, port } = server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    const url = `http://${host}:${port}`;
    logger.info({ url }, 'api запущен');
    if (config.NODE_ENV === 'production' && sandboxDemoPayOn(config)) {
      logger.warn(
        'оплата СБП в песочнице: заказы оплачиваются кнопкой «Оплатить (демо)»; для настоящих платежей задайте PAYMENT_PROVIDER=yookassa',
      );
    }
    if (config.NODE_ENV === 'production' && config.SMS_PROVIDER === 'sandbox') {
      logger.warn('SMS в песочнице: сообщения никуда не отправляются; для настоящих задайте SMS_PROVIDER=smsru');
    }
    const runner = jobs;

    return {
      url,
      server,
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // A request still running after a few seconds is cut rather than holding the stop forever.
        const cut = setTimeout(() => server.closeAllConnections(), 5_000);
        await closed;
        clearTimeout(cut);
        await runner.stop();
        await database.close();
        logger.info('api остановлен');
      },
    };
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Starts only the job runner (`--role worker`): no HTTP; as many as wanted beside the api. */
export async function startWorker(env: Record<string, string | undefined>): Promise<RunningWorker> {
  const { config, logger, database } = await openBackEnd(env, 'worker');
  try {
    const jobs = await startJobs(config, logger, database);
    return {
      async close() {
        await jobs.stop();
        await database.close();
        logger.info('обработчик заданий остановлен');
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
