/**
 * `npm run restore FILE`: brings a copy written by `npm run backup` back into an empty database
 * (DATABASE_URL's, or the embedded one under DATA_DIR: a new DATA_DIR gets a new cluster), in one
 * transaction. A database that is not empty, or a file that is not a whole copy of ours, is refused
 * and nothing changes. docs/decisions/062-backup-and-restore.md, docs/operations.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { parseApiConfig } from '../api/config';
import { BackupRefusal, restoreDatabase } from '../api/db/backup';
import { shopDatabase } from './shop-database';

const config = parseApiConfig(process.env);
const argument = process.argv[2];
if (!argument || !existsSync(argument)) {
  console.error(argument ? `Нет файла ${argument}: укажите копию, записанную npm run backup` : 'Укажите файл копии: npm run restore FILE');
  process.exit(1);
}
const file = path.resolve(argument);
const started = performance.now();

const database = await shopDatabase(config, pino({ level: config.LOG_LEVEL }));
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  const summary = await restoreDatabase(client, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Копия восстановлена из ${file}: таблиц ${summary.tables}, строк ${summary.rows}, миграций ${summary.migrations}, ${seconds} с; база: ${database.where}`,
  );
} catch (error) {
  if (error instanceof BackupRefusal) {
    console.error(`Копия не восстановлена: ${error.message}`);
  } else {
    console.error('Копия не восстановлена, база осталась как была:', error);
  }
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
  await database.close();
}
