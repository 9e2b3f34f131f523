import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { legacyRedirects, products, sections } from '../../../api/db/schema';
import { migrateDatabase } from '../../../api/db/migrate';
import { seedIfEmpty, seedSite } from '../../../api/db/seed';
import { createTestDatabase, type TestDatabase } from '../../support/database';

/** The constraint a statement broke, or undefined when it went through. */
async function violated(database: TestDatabase, text: string, values: unknown[] = []): Promise<string | undefined> {
  try {
    await database.pool.query(text, values);
    return undefined;
  } catch (error) {
    return (error as { constraint?: string }).constraint ?? String(error);
  }
}

describe('the database keeps the catalogue consistent', () => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  const firstProduct = async () =>
    (await database.pool.query<{ id: number; price: number }>('SELECT id, price_kopecks AS price FROM products ORDER BY id LIMIT 1'))
      .rows[0]!;

  it('rejects a negative stock', async () => {
    database = await createTestDatabase();
    const { id } = await firstProduct();
    expect(await violated(database, 'UPDATE offers SET stock = -1 WHERE product_id = $1', [id])).toBe('offers_stock_nonnegative');
    expect(await violated(database, 'UPDATE offers SET stock = 0 WHERE product_id = $1', [id])).toBeUndefined();
  });

  it('rejects an old price that is not above the price', async () => {
    database = await createTestDatabase();
    const { id, price } = await firstProduct();
    const setOld = (old: number) => violated(database, 'UPDATE products SET old_price_kopecks = $2 WHERE id = $1', [id, old]);
    expect(await setOld(price)).toBe('products_old_price_higher');
    expect(await setOld(price - 100)).toBe('products_old_price_higher');
    expect(await setOld(price + 100)).toBeUndefined();
  });

  it('rejects a promo with both a section and a flag, or with neither', async () => {
    database = await createTestDatabase();
    const insert = (sectionId: number | null, flag: string | null) =>
      violated(database, `INSERT INTO promos (code, name, section_id, flag) VALUES ('test_promo', 'Тест', $1, $2)`, [sectionId, flag]);
    const [section] = (await database.pool.query<{ id: number }>('SELECT id FROM sections LIMIT 1')).rows;
    expect(await insert(section!.id, 'new')).toBe('promos_one_rule');
    expect(await insert(null, null)).toBe('promos_one_rule');
  });

  it('rejects a second offer of the same size and a product code unfit for a URL', async () => {
    database = await createTestDatabase();
    const { id } = await firstProduct();
    const [offer] = (await database.pool.query<{ size: string }>('SELECT size FROM offers WHERE product_id = $1 LIMIT 1', [id])).rows;
    expect(
      await violated(database, 'INSERT INTO offers (product_id, size, stock, price_kopecks) VALUES ($1, $2, 1, 100)', [id, offer!.size]),
    ).toBe('offers_product_size_unique');
    expect(await violated(database, 'UPDATE offers SET price_kopecks = 0 WHERE product_id = $1', [id])).toBe('offers_price_positive');
    expect(await violated(database, 'UPDATE offers SET old_price_kopecks = price_kopecks WHERE product_id = $1', [id])).toBe(
      'offers_old_price_above',
    );
    expect(await violated(database, `UPDATE products SET code = 'Боди бежевое' WHERE id = $1`, [id])).toBe('products_code_format');
  });
});

describe('seeding a database that an earlier version seeded', () => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  const counts = async () => {
    const n = async (table: typeof products | typeof sections | typeof legacyRedirects) =>
      (await database.db.select({ n: count() }).from(table))[0]!.n;
    return { products: await n(products), sections: await n(sections), redirects: await n(legacyRedirects) };
  };

  it('adds the catalogue once to a database with sections and no products', async () => {
    database = await createTestDatabase({ empty: true });
    await migrateDatabase(database.pool);
    await database.db.transaction((tx) => seedSite(tx));
    const before = await counts();
    expect(before.products).toBe(0);

    expect(await seedIfEmpty(database.db)).toBe(true);
    const after = await counts();
    expect(after.products).toBeGreaterThanOrEqual(150);
    expect(after.sections).toBe(before.sections);
    expect(after.redirects).toBeGreaterThan(before.redirects + after.products);

    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await counts()).toEqual(after);
  });
});
