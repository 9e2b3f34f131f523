import { type SQL, eq, sql } from 'drizzle-orm';
import { promos } from './schema';
import type { Executor } from '../db/database';

/**
 * One page of product ids matching `where` (over `products p`), in `order`. The total is counted
 * apart (countProducts), side by side with this and the cards, rather than by `count(*) OVER ()`:
 * the window needs every match before the LIMIT, while alone the page of a big scope walks a
 * sort-order index and stops after a page (products_popular_idx, _new_idx, _price_idx), and the
 * count is an index-only scan of products_listing_idx. At 10,000 products (scratch database,
 * busy machine): window ~17 ms, count ~3–5 ms, page ~0.5–5 ms.
 */
export async function pageIds(db: Executor, where: SQL, order: SQL, limit: number, offset: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(
    sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  return result.rows.map((r) => Number(r.id));
}

export async function countProducts(db: Executor, where: SQL): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM products p WHERE ${where}`);
  return Number(result.rows[0]?.n ?? 0);
}

export interface PromoRow {
  code: string;
  name: string;
  description: string;
  sectionId: number | null;
  flag: 'new' | 'sale' | 'popular' | null;
}

export async function promoByCode(db: Executor, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select({
      code: promos.code,
      name: promos.name,
      description: promos.description,
      sectionId: promos.sectionId,
      flag: promos.flag,
    })
    .from(promos)
    .where(eq(promos.code, code));
  return row;
}
