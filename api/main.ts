import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from './app';
import { parseApiConfig, sandboxDemoPayOn } from './config';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';

export interface RunningApi {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Stops HTTP, then the pool and the embedded database. */
  close(): Promise<void>;
}

/**
 * Starts the back-end: config, database (embedded unless DATABASE_URL), migrations, demo seed on
 * an empty database, then HTTP on API_HOST and `overrides.port ?? API_PORT` (0 picks a free port).
 */
export async function startApi(env: Record<string, string | undefined>, overrides: { port?: number } = {}): Promise<RunningApi> {
  const config = parseApiConfig(env);
  const logger = pino({ name: 'api', level: config.LOG_LEVEL });
  const database = await openDatabase(config, logger);
  try {
    await migrateDatabase(database.pool);
    if (await seedIfEmpty(database.db)) logger.info('база была пустой: добавлены демо-данные');

    const server = createApp({ db: database.db, logger, config }).listen(overrides.port ?? config.API_PORT, config.API_HOST);
    await once(server, 'listening');
    const { address, port } = server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    const url = `http://${host}:${port}`;
    logger.info({ url }, 'api запущен');
    if (config.NODE_ENV === 'production' && sandboxDemoPayOn(config)) {
      logger.warn(
        'оплата СБП в песочнице: заказы оплачиваются кнопкой «Оплатить (демо)»; для настоящих платежей задайте PAYMENT_PROVIDER=yookassa',
      );
    }

    return {
      url,
      async close() {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // A request still running after a few seconds is cut rather than holding the stop forever.
        const cut = setTimeout(() => server.closeAllConnections(), 5_000);
        await closed;
        clearTimeout(cut);
        await database.close();
        logger.info('api остановлен');
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
