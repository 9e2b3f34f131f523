import { afterEach, describe, expect, it } from 'vitest';
import { generateCatalogue, insertCatalogue, loadSectionIds } from '../../../api/db/seed/catalog/generate';
import { sectionSearchNames } from '../../../api/db/seed/catalog/section-names';
import { ALLOWED_SIZES } from '../../../api/db/seed/catalog/sizes';
import { createTestDatabase, type TestDatabase } from '../../support/database';

describe('generateCatalogue (the search benchmark catalogue)', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('gives the same n products on every call, with unique URL-safe codes', () => {
    const first = generateCatalogue(2000);
    const second = generateCatalogue(2000);
    expect(first).toHaveLength(2000);
    expect(second.map((p) => [p.code, p.name, p.priceKopecks, p.createdAt.getTime()])).toEqual(
      first.map((p) => [p.code, p.name, p.priceKopecks, p.createdAt.getTime()]),
    );
    expect(new Set(first.map((p) => p.code)).size).toBe(2000);
    for (const p of first) {
      expect(p.code).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(sectionSearchNames.has(p.section)).toBe(true);
      expect(p.offers.every((o) => ALLOWED_SIZES.includes(o.size))).toBe(true);
      if (p.oldPriceKopecks !== null) expect(p.oldPriceKopecks).toBeGreaterThan(p.priceKopecks);
    }
    expect(new Set(first.map((p) => p.name)).size).toBeGreaterThan(1600);
  });

  // The benchmark inserts 10,000; 2,000 prove the path without slowing the suite.
  it('fills a scratch database through the seed path', async () => {
    database = await createTestDatabase();
    const seeds = generateCatalogue(2000);
    const inserted = await database.db.transaction(async (tx) => insertCatalogue(tx, seeds, await loadSectionIds(tx)));
    const ids = inserted.map((p) => p.id);
    expect(new Set(ids).size).toBe(2000);
    const { rows } = await database.pool.query<{ n: number; offers: number; pictures: number }>(
      `SELECT count(*)::int AS n,
              (SELECT count(*)::int FROM offers WHERE product_id = ANY($1)) AS offers,
              (SELECT count(*)::int FROM product_pictures WHERE product_id = ANY($1)) AS pictures
         FROM products WHERE id = ANY($1)`,
      [ids],
    );
    expect(rows[0]).toEqual({
      n: 2000,
      offers: seeds.reduce((sum, p) => sum + p.offers.length, 0),
      pictures: seeds.reduce((sum, p) => sum + p.pictures.length, 0),
    });
  });
});
