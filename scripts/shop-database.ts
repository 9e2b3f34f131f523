/**
 * The database `npm run backup` and `npm run restore` work on: DATABASE_URL's when set; otherwise
 * the embedded server under DATA_DIR, the running shop's if it runs (its port and password are in
 * DATA_DIR), else one started for the while and stopped after.
 */
import path from 'node:path';
import type { Logger } from 'pino';
import type { ApiConfig } from '../api/config';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../api/db/embedded';

export interface ShopDatabase {
  url: string;
  /** Where it is, for people: «DATABASE_URL», «встроенный сервер магазина (data/pg)». */
  where: string;
  close(): Promise<void>;
}

export async function shopDatabase(config: ApiConfig, logger: Logger): Promise<ShopDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, where: 'DATABASE_URL', close: async () => {} };
  const dataDir = path.join(config.DATA_DIR, 'pg');
  const running = await runningEmbeddedUrl(dataDir);
  if (running) return { url: running, where: `работающий встроенный сервер магазина (${dataDir})`, close: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir, persistent: true, logger });
  return { url: embedded.url, where: `встроенный сервер (${dataDir}), запущен на время`, close: () => embedded.stop() };
}
