/**
 * `npm run seed`: migrates, then fills an empty database with the demo shop. On a database that
 * already has data it changes nothing (the seed never duplicates).
 */
import { pino } from 'pino';
import { parseApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import { migrateDatabase } from '../api/db/migrate';
import { seedIfEmpty } from '../api/db/seed';

const config = parseApiConfig(process.env);
const database = await openDatabase(config, pino({ level: config.LOG_LEVEL }));
try {
  await migrateDatabase(database.pool);
  const seeded = await seedIfEmpty(database.db);
  console.log(seeded ? 'Демо-данные добавлены' : 'База уже заполнена: демо-данные не добавлялись');
} catch (error) {
  console.error('Демо-данные не добавлены:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
