import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { type FilterSql, inStock } from './filter-sql';

export interface FacetRows {
  totals: {
    total: number;
    available: number;
    /** Price range under every filter but the price one; null when nothing matches them. */
    min_price: number | null;
    max_price: number | null;
    /** Price range of the whole scope; null for an empty scope. */
    scope_min: number | null;
    scope_max: number | null;
  };
  colours: Array<{ code: string; name: string; hex: string; n: number }>;
  sizes: Array<{ value: string; n: number }>;
}

/**
 * Every facet in one statement: the scope's products are read once (a materialized CTE) with a
 * flag per filter dimension, then each facet counts with FILTER clauses over every dimension but
 * its own, so a value's count is exactly the TOTAL the shopper gets by picking it. AVAILABLE is
 * what ticking «В наличии» would leave: a chosen size must then be in stock itself.
 */
export async function facetRows(db: Executor, f: FilterSql, onlyInStock: boolean): Promise<FacetRows> {
  const result = await db.execute<FacetRows & Record<string, unknown>>(sql`
    WITH base AS MATERIALIZED (
      SELECT p.id, p.price_kopecks AS price, p.colour_code,
        (${f.price}) AS ok_price, (${f.colour}) AS ok_colour, (${f.size}) AS ok_size,
        (${f.available}) AS ok_avail, (${f.sizeInStock}) AS ok_size_stock, ${inStock} AS in_stock
      FROM products p
      WHERE ${f.scope}
    ),
    totals AS (
      SELECT
        count(*) FILTER (WHERE ok_price AND ok_colour AND ok_size AND ok_avail) AS total,
        count(*) FILTER (WHERE ok_price AND ok_colour AND ok_size_stock AND in_stock) AS available,
        min(price) FILTER (WHERE ok_colour AND ok_size AND ok_avail) AS min_price,
        max(price) FILTER (WHERE ok_colour AND ok_size AND ok_avail) AS max_price,
        min(price) AS scope_min,
        max(price) AS scope_max
      FROM base
    ),
    colour_counts AS (
      SELECT colour_code, count(*) FILTER (WHERE ok_price AND ok_size AND ok_avail) AS n
      FROM base
      GROUP BY colour_code
    ),
    -- A product has at most one offer per size (offers_product_size_unique): count(*) counts
    -- products, with no DISTINCT and so no sort.
    size_counts AS (
      SELECT o.size AS value,
        count(*) FILTER (
          WHERE b.ok_price AND b.ok_colour AND b.ok_avail${onlyInStock ? sql` AND o.stock > 0` : sql``}
        ) AS n
      FROM base b
      JOIN offers o ON o.product_id = b.id
      GROUP BY o.size
    )
    SELECT
      (SELECT row_to_json(t) FROM totals t) AS totals,
      (SELECT coalesce(json_agg(json_build_object('code', c.code, 'name', c.name, 'hex', c.hex, 'n', cc.n)
                                ORDER BY c.sort, c.name), '[]'::json)
         FROM colour_counts cc JOIN colours c ON c.code = cc.colour_code) AS colours,
      (SELECT coalesce(json_agg(json_build_object('value', value, 'n', n)), '[]'::json) FROM size_counts) AS sizes
  `);
  return result.rows[0]!;
}
