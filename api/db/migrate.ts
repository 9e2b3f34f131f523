import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

// Any fixed number shared by every instance: two instances starting together must not both migrate.
const MIGRATION_LOCK = 724_150_001;

/**
 * Where the committed SQL migrations are: beside this module when run from source (tsx, vitest),
 * `migrations/` beside the bundle when the build copies them there, else ./api/db/migrations.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve('api/db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Не найдены миграции базы данных (искали в ${candidates.join(', ')})`);
  return found;
}

/** Applies the pending migrations in one transaction, under a lock that serializes instances. */
export async function migrateDatabase(pool: pg.Pool, folder = migrationsFolder()): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
