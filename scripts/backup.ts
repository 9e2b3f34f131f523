/**
 * `npm run backup [FILE]`: a consistent copy of the shop's database, gzip, into FILE or
 * DATA_DIR/backups/shop-<UTC time>.dump; while the shop runs or not (scripts/shop-database.ts).
 * The copy is written beside FILE and renamed only once whole, so FILE is never a half copy.
 * docs/decisions/062-backup-and-restore.md, docs/operations.md.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { pino } from 'pino';
import { parseApiConfig } from '../api/config';
import { BackupRefusal, dumpDatabase } from '../api/db/backup';
import { shopDatabase } from './shop-database';

const config = parseApiConfig(process.env);
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replaceAll(':', '-');
const file = path.resolve(process.argv[2] ?? path.join(config.DATA_DIR, 'backups', `shop-${stamp}.dump`));
const partial = `${file}.partial`;
const started = performance.now();

const database = await shopDatabase(config, pino({ level: config.LOG_LEVEL }));
const client = new pg.Client({ connectionString: database.url });
try {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await client.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const summary = await dumpDatabase(client, gzip);
  await written;
  await fs.rename(partial, file);
  const { size } = await fs.stat(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Копия базы записана: ${file} (${(size / 1024).toFixed(0)} КБ, таблиц ${summary.tables}, строк ${summary.rows}, ${seconds} с); база: ${database.where}`,
  );
} catch (error) {
  await fs.rm(partial, { force: true });
  if (error instanceof BackupRefusal) console.error(`Копия не записана: ${error.message}`);
  else console.error('Копия не записана:', error);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
  await database.close();
}
