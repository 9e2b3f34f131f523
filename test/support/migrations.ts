import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../api/db/migrate';
import { createTestDatabase, type TestDatabase } from './database';
import { useFresh } from './lifetime';

/** A copy of the migrations that stops before the one named `tag`. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * For each test, an empty database of its own migrated up to the migration named `tag`, not
 * including it, dropped after the test: the test writes rows as the older schema had them, then
 * runs the rest with `migrateDatabase(database.pool)` and reads what they became.
 */
export function useDatabaseBefore(tag: string): () => TestDatabase {
  const make = async () => {
    const database = await createTestDatabase({ empty: true });
    const folder = migrationsBefore(tag);
    try {
      await migrateDatabase(database.pool, folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    return database;
  };
  return useFresh(make, (database) => database.drop());
}
