import { type SQL, eq, sql } from 'drizzle-orm';
import { promos } from '../db/catalog-schema';
import type { Executor } from '../db/database';

/**
 * One page of product ids matching `where` (over `products p`), in `order`, with how many match
 * in all: one scan of the products instead of two. A page past the last has no row to carry the
 * total, so only then is it counted apart.
 */
export async function pageWithTotal(
  db: Executor,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const result = await db.execute<{ id: number; total: string }>(
    sql`SELECT p.id, count(*) OVER () AS total FROM products p WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
  );
  const first = result.rows[0];
  if (!first) return { ids: [], total: offset === 0 ? 0 : await countProducts(db, where) };
  return { ids: result.rows.map((r) => Number(r.id)), total: Number(first.total) };
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
