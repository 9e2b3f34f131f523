/**
 * `npm run migrate`: applies the committed migrations to DATABASE_URL, or to the embedded
 * database under DATA_DIR when it is unset. The shop also does this at every start.
 */
import { pino } from 'pino';
import { parseApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';

const config = parseApiConfig(process.env);
const database = await openDatabase(config, pino({ level: config.LOG_LEVEL }));
try {
  await migrateDatabase(database.pool);
  console.log('Миграции применены');
} catch (error) {
  console.error('Миграции не применены:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
