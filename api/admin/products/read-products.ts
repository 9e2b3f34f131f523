import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ProductAdmin, ProductList, ProductListQuery } from '../../../shared/contract/admin/products';
import { urls } from '../../../shared/routes';
import { offers, products, sections } from '../../catalog/schema';
import { staffPicturesOf, sizesOf } from '../../catalog/service';
import type { Executor } from '../../db/database';
import { afterKeyset, decodeKeyset, keysetMicros, pageOfRows } from '../orders/read-keyset';
import { likeContaining } from '../../db/like';

/**
 * The back office's product list (issue 24, decision 049): newest first by keyset, every search
 * word in the name or the code (the name's trigram index), by section and activity; each row with
 * its sizes' count and stock (a subquery per row of the page, by the offers' index).
 */
function filters(query: ProductListQuery): SQL | undefined {
  const words = query.q.map((word) =>
    or(sql`lower(${products.name}) LIKE ${likeContaining(word)}`, sql`${products.code} LIKE ${likeContaining(word)}`),
  );
  return and(
    ...words,
    query.section === undefined ? undefined : eq(products.sectionId, query.section),
    query.active === undefined ? undefined : eq(products.active, query.active === 'yes'),
  );
}

export async function listProductsForStaff(db: Executor, query: ProductListQuery): Promise<ProductList> {
  const after = query.after ? afterKeyset(products.createdAt, products.id, decodeKeyset(query.after)) : undefined;
  const rows = await db
    .select({
      id: products.id,
      micros: keysetMicros(products.createdAt),
      code: products.code,
      name: products.name,
      sectionName: sections.name,
      priceKopecks: products.priceKopecks,
      active: products.active,
      sizes: sql<number>`(SELECT count(*)::int FROM ${offers} WHERE ${offers.productId} = ${products.id})`,
      stock: sql<number>`(SELECT coalesce(sum(${offers.stock}), 0)::int FROM ${offers} WHERE ${offers.productId} = ${products.id})`,
    })
    .from(products)
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(and(filters(query), after))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(query.limit + 1);
  const page = pageOfRows(rows, query.limit);
  return { items: page.rows.map(({ micros: _micros, ...row }) => row), next: page.next };
}

/** One product as its form shows it, with its sizes; null when there is none. */
export async function readProductForStaff(db: Executor, id: number): Promise<ProductAdmin | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const [sizes, pictures, [prices]] = await Promise.all([
    sizesOf(db, id),
    staffPicturesOf(db, id),
    db
      .select({
        differ: sql<boolean>`(count(DISTINCT ${offers.priceKopecks}) > 1 OR count(DISTINCT coalesce(${offers.oldPriceKopecks}, 0)) > 1)`,
      })
      .from(offers)
      .where(eq(offers.productId, id)),
  ]);
  const { popularity: _p, createdAt: _c, searchExtra: _e, searchColour: _s, searchVector: _v, ...fields } = row;
  return {
    ...fields,
    url: urls.product({ ID: row.id, CODE: row.code }),
    sizes,
    pictures,
    pricesDiffer: prices?.differ === true,
  };
}
