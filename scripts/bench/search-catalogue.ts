import { sql } from 'drizzle-orm';
import type { Db } from '../../api/db/database';
import { generateCatalogue, insertCatalogue, loadSectionIds } from '../../api/db/seed/catalog/generate';

/**
 * Inserts `n` generated products in one transaction, then VACUUM ANALYZE: a bulk insert leaves the
 * GIN indexes' pending lists full (every search would scan them, 3–4 times slower) until autovacuum
 * comes round, and the planner needs statistics of the new rows. The listings' counts are
 * index-only scans only on all-visible pages: a VACUUM that ran while an autovacuum worker still
 * held an older snapshot leaves the new rows not all-visible (seen: 39 of 1,934 pages), and the
 * planner then reads the whole heap. So vacuum again until the visibility map covers the tables.
 */
export async function insertBenchCatalogue(db: Db, n: number): Promise<void> {
  await db.transaction(async (tx) => {
    await insertCatalogue(tx, generateCatalogue(n), await loadSectionIds(tx));
  });
  await db.execute(sql`VACUUM ANALYZE`);
  for (let attempt = 0; attempt < 10 && !(await allVisible(db)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db.execute(sql`VACUUM ANALYZE products, offers, product_pictures`);
  }
}

/** Whether nearly every page of the catalogue tables is marked all-visible. */
async function allVisible(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT bool_and(relallvisible >= 0.95 * relpages) AS ok FROM pg_class
    WHERE relname IN ('products', 'offers', 'product_pictures') AND relkind = 'r'`);
  return rows[0]?.ok === true;
}

export interface BenchTargets {
  /** The top-level section with the most products in its subtree. */
  bigSection: string;
  /** Its most common colour and two common sizes. */
  colour: string;
  sizes: string[];
  /** Product codes for the detail calls. */
  productCodes: string[];
}

/** What the listing, facets and detail calls of the benchmark ask for, read from the data itself. */
export async function benchTargets(db: Db): Promise<BenchTargets> {
  const { rows: sections } = await db.execute<{ code: string; root: number }>(sql`
    WITH RECURSIVE tree AS (
      SELECT id, id AS root FROM sections WHERE parent_id IS NULL
      UNION ALL SELECT s.id, t.root FROM sections s JOIN tree t ON s.parent_id = t.id)
    SELECT r.code, t.root FROM tree t JOIN products p ON p.section_id = t.id JOIN sections r ON r.id = t.root
    WHERE p.active GROUP BY r.code, t.root ORDER BY count(*) DESC LIMIT 1`);
  const big = sections[0];
  if (!big) throw new Error('В каталоге нет товаров');
  const { rows: colours } = await db.execute<{ colour: string }>(sql`
    SELECT p.colour_code AS colour FROM products p WHERE p.active GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const { rows: sizes } = await db.execute<{ size: string }>(sql`
    SELECT o.size FROM offers o GROUP BY 1 ORDER BY count(*) DESC LIMIT 2`);
  const { rows: codes } = await db.execute<{ code: string }>(sql`
    SELECT code FROM products WHERE active ORDER BY md5(code) LIMIT 50`);
  return {
    bigSection: big.code,
    colour: colours[0]!.colour,
    sizes: sizes.map((s) => s.size),
    productCodes: codes.map((c) => c.code),
  };
}
