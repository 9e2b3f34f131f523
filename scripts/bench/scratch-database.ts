import type pg from 'pg';
import { pino } from 'pino';
import { connect, type Database } from '../../api/db/database';
import { startEmbeddedPostgres } from '../../api/db/embedded';
import { migrateDatabase } from '../../api/db/migrate';
import { seedIfEmpty } from '../../api/db/seed';

const silent = pino({ level: 'silent' });

/**
 * A benchmark's own database: an embedded PostgreSQL under `dataDir`, removed when stopped, with
 * the database `name` made anew (a cluster an interrupted run left holds old data), migrated and
 * seeded with the demo shop. Closing it stops the server, which removes its data.
 */
export async function scratchDatabase(dataDir: string, name: string, settings?: Record<string, string>): Promise<Database> {
  console.log(`Запускаю временный PostgreSQL в ${dataDir}…`);
  const embedded = await startEmbeddedPostgres({ dataDir, persistent: false, ...(settings ? { settings } : {}) });
  let pool: pg.Pool | undefined;
  const close = async () => {
    await pool?.end().catch(() => {});
    await embedded.stop();
  };
  try {
    const admin = connect(embedded.adminUrl, silent);
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${name}`);
    await admin.pool.end();
    const url = embedded.adminUrl.replace(/\/postgres$/, `/${name}`);
    const connection = connect(url, silent);
    pool = connection.pool;
    await migrateDatabase(pool);
    await seedIfEmpty(connection.db);
    return { url, db: connection.db, pool, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
