import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { scopeSql } from './filter-sql';
import type { Scope } from './scope';

/** The catalogue blocks this module answers; viewed and wishlist belong to api/search. */
export const PRODUCT_BLOCKS = ['new', 'popular', 'sale', 'last', 'limit'] as const;
export type ProductBlockCode = (typeof PRODUCT_BLOCKS)[number];

/** The capsule the 'limit' block («Лимитированная коллекция») shows. */
export const LIMITED_CAPSULE_CODE = 'leto_2025';

/**
 * What each block shows (the spec names the blocks, not their rules):
 * - new: products flagged new first, then the newest;
 * - popular: flagged popular first, then by popularity;
 * - sale: products with an old price, the biggest discount (in per cent) first;
 * - last («последние размеры»): products of several sizes where exactly one size is left in stock,
 *   the popular ones first;
 * - limit: the limited collection — the leto_2025 capsule (as section or capsule, with its
 *   descendants), newest first.
 * Each one only active products of visible sections; ties break on id so the block is stable between requests.
 */
const rules: Record<ProductBlockCode, { where: SQL; order: SQL }> = {
  new: { where: sql`TRUE`, order: sql`p.is_new DESC, p.created_at DESC, p.id DESC` },
  popular: { where: sql`TRUE`, order: sql`p.is_popular DESC, p.popularity DESC, p.id ASC` },
  sale: {
    where: sql`p.old_price_kopecks IS NOT NULL`,
    order: sql`(p.old_price_kopecks - p.price_kopecks)::float8 / p.old_price_kopecks DESC, p.id ASC`,
  },
  last: {
    where: sql`p.id IN (
      SELECT o.product_id FROM offers o
      GROUP BY o.product_id
      HAVING count(*) > 1 AND count(*) FILTER (WHERE o.stock > 0) = 1
    )`,
    order: sql`p.popularity DESC, p.id ASC`,
  },
  // The capsule itself is the scope's sectionIds (blocks.ts): only the order is left here.
  limit: { where: sql`TRUE`, order: sql`p.created_at DESC, p.id DESC` },
};

export async function blockIds(db: Executor, block: ProductBlockCode, scope: Scope, limit: number): Promise<number[]> {
  const rule = rules[block];
  const result = await db.execute<{ id: number }>(
    sql`SELECT p.id FROM products p WHERE ${scopeSql(scope)} AND ${rule.where} ORDER BY ${rule.order} LIMIT ${limit}`,
  );
  return result.rows.map((r) => Number(r.id));
}
