import { type SQL, sql } from 'drizzle-orm';
import type { ListingFilter, Sort } from '../../shared/contract/catalog';
import type { Scope } from './scope';

/**
 * SQL fragments over `products p` for a scope and the shopper's filter. Each filter dimension is
 * its own fragment so that facets can apply "every filter but this one" (standard faceting).
 * Arrays go as one array parameter (`= ANY($1)`), never spliced into the text.
 */
export interface FilterSql {
  scope: SQL;
  price: SQL;
  colour: SQL;
  /** Has an offer of one of the sizes (in stock when available=Y). */
  size: SQL;
  available: SQL;
  /** `size` as it reads with available=Y: what ticking «В наличии» would leave (facets' AVAILABLE). */
  sizeInStock: SQL;
}

const TRUE = sql`TRUE`;
const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** Rubles (at most two decimals by contract, but be lenient) to kopecks. */
const kopecks = (rubles: number) => Math.round(rubles * 100);

/**
 * Offer conditions are written `p.id IN (uncorrelated subquery)`: in a WHERE clause that plans as
 * a semi-join, and in the facets' select list as one hashed subplan rather than one probe of
 * offers per product.
 */
export const inStock = sql`p.id IN (SELECT o.product_id FROM offers o WHERE o.stock > 0)`;

export function scopeSql(scope: Scope): SQL {
  const parts: SQL[] = [sql`p.active`, sql`p.section_id = ANY(${intArray(scope.visibleIds)})`];
  if (scope.sectionIds) {
    const ids = intArray(scope.sectionIds);
    parts.push(sql`(p.section_id = ANY(${ids}) OR p.capsule_id = ANY(${ids}))`);
  }
  if (scope.flag === 'new') parts.push(sql`p.is_new`);
  if (scope.flag === 'popular') parts.push(sql`p.is_popular`);
  if (scope.flag === 'sale') parts.push(sql`p.old_price_kopecks IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}

export function filterSql(scope: Scope, filter: ListingFilter): FilterSql {
  const onlyInStock = filter.available === 'Y';
  const price: SQL[] = [];
  if (filter.price_from !== undefined) price.push(sql`p.price_kopecks >= ${kopecks(filter.price_from)}`);
  if (filter.price_to !== undefined) price.push(sql`p.price_kopecks <= ${kopecks(filter.price_to)}`);
  const sizes = filter.size ?? [];
  const colours = filter.color ?? [];
  const sizeSql = (stocked: boolean) =>
    sizes.length > 0
      ? sql`p.id IN (SELECT o.product_id FROM offers o WHERE o.size = ANY(${textArray(sizes)})${stocked ? sql` AND o.stock > 0` : sql``})`
      : TRUE;
  return {
    scope: scopeSql(scope),
    price: price.length > 0 ? sql.join(price, sql` AND `) : TRUE,
    colour: colours.length > 0 ? sql`p.colour_code = ANY(${textArray(colours)})` : TRUE,
    size: sizeSql(onlyInStock),
    available: onlyInStock ? inStock : TRUE,
    sizeInStock: sizeSql(true),
  };
}

/** Every condition: what a listing shows. */
export function whereAll(f: FilterSql): SQL {
  return sql`${f.scope} AND ${f.price} AND ${f.colour} AND ${f.size} AND ${f.available}`;
}

/** Ties always break on id so that pages never repeat or skip a product. */
export function orderSql(sort: Sort): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`p.price_kopecks ASC, p.id ASC`;
    case 'price_desc':
      return sql`p.price_kopecks DESC, p.id ASC`;
    case 'new':
      return sql`p.created_at DESC, p.id DESC`;
    case 'popular':
      return sql`p.popularity DESC, p.id ASC`;
  }
}
