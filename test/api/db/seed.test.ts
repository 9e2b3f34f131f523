import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../api/db/migrate';
import { legacyRedirects, posters, products, sections, shopDocuments, shopInfo, socialLinks } from '../../../api/db/schema';
import { seedIfEmpty } from '../../../api/db/seed';
import type { Db } from '../../../api/db/database';
import { createTestDatabase, type TestDatabase } from '../../support/database';

async function counts(db: Db) {
  const tables = { sections, shopInfo, socialLinks, shopDocuments, posters, legacyRedirects };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seeding the demo shop', () => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('fills an empty migrated database', async () => {
    database = await createTestDatabase({ empty: true });
    await migrateDatabase(database.pool);
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await counts(database.db)).toMatchObject({ shopInfo: 1, socialLinks: 5, shopDocuments: 3, posters: 2 });
  });

  it('weighs each product as its kind weighs (issue 25: the parcel prices the delivery), none at the column’s default', async () => {
    database = await createTestDatabase();
    const rows = await database.db.selectDistinct({ kind: products.kind, grams: products.weightGrams }).from(products);
    const byKind = new Map(rows.map((r) => [r.kind, r.grams]));
    expect(byKind.size).toBe(rows.length);
    expect(byKind.get('bodysuit-short')).toBe(80);
    expect(byKind.get('romper-hood')).toBe(400);
    expect(byKind.get('toy-bunny')).toBe(150);
    expect(rows.filter((r) => r.grams === 300)).toEqual([]);
  });

  it('does nothing on a database that is already seeded', async () => {
    database = await createTestDatabase();
    const before = await counts(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts(database.db)).toEqual(before);
  });

  it('does not duplicate when two starts seed at once', async () => {
    database = await createTestDatabase({ empty: true });
    await migrateDatabase(database.pool);
    const results = await Promise.all([seedIfEmpty(database.db), seedIfEmpty(database.db)]);
    // Each part is seeded by whichever start takes the lock first, so both may report seeding.
    expect(results).toContain(true);
    const after = await counts(database.db);
    expect(after.shopInfo).toBe(1);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts(database.db)).toEqual(after);
  });
});
