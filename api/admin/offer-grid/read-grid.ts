/**
 * The stock and price grid's read (issue 24): every offer with its product's code, name and colour,
 * newest products first and each product's sizes in the catalogue's order, by keyset (decision
 * 049: the rows after the last one shown, never OFFSET). Each search word in the product's name or
 * code; by section; only the sizes none are left of.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OfferGridItem, OfferGridList, OfferGridQuery } from '../../../shared/contract/admin/offer-grid';
import { colours, offers, products, sections } from '../../catalog/schema';
import type { Executor } from '../../db/database';
import { fieldRefusal } from '../../http/errors';
import { likeContaining } from '../../db/like';

const BROKEN = 'Курсор страницы (after) испорчен: откройте список с первой страницы';

/** The page's key: the last row's product and offer. */
const encodeKey = (row: { productId: number; sort: number; id: number }) =>
  Buffer.from(`${row.productId}.${row.sort}.${row.id}`).toString('base64url');

function afterKey(after: string): SQL {
  const match = /^(\d{1,10})\.(-?\d{1,10})\.(\d{1,10})$/.exec(Buffer.from(after, 'base64url').toString());
  if (!match) throw fieldRefusal('bad_cursor', 400, BROKEN, 'after');
  const [productId, sort, id] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return sql`(${products.id} < ${productId} OR (${products.id} = ${productId} AND (${offers.sort}, ${offers.id}) > (${sort}::int, ${id}::int)))`;
}

function filters(query: OfferGridQuery): SQL | undefined {
  const words = query.q.map((word) =>
    or(sql`lower(${products.name}) LIKE ${likeContaining(word)}`, sql`${products.code} LIKE ${likeContaining(word)}`),
  );
  return and(
    ...words,
    query.section === undefined ? undefined : eq(products.sectionId, query.section),
    query.empty === 'yes' ? eq(offers.stock, 0) : undefined,
    query.after === undefined ? undefined : afterKey(query.after),
  );
}

function gridRows(db: Executor, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      id: offers.id,
      sort: offers.sort,
      productId: products.id,
      productCode: products.code,
      name: products.name,
      colour: colours.name,
      sectionName: sections.name,
      size: offers.size,
      stock: offers.stock,
      priceKopecks: offers.priceKopecks,
      oldPriceKopecks: offers.oldPriceKopecks,
      lowStockThreshold: offers.lowStockThreshold,
      active: sql<boolean>`(${products.active} AND ${sections.active})`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(colours, eq(colours.code, products.colourCode))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(where)
    .orderBy(desc(products.id), asc(offers.sort), asc(offers.id));
  return limit === undefined ? query : query.limit(limit);
}

const item = ({ sort: _sort, ...row }: Awaited<ReturnType<typeof gridRows>>[number]): OfferGridItem => row;

export async function listOfferGrid(db: Executor, query: OfferGridQuery): Promise<OfferGridList> {
  const rows = await gridRows(db, filters(query), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeKey(page.at(-1)!) : null;
  return { items: page.map(item), next };
}

/** The offers `ids` as the grid shows them (a save's answer). */
export async function offerGridRows(db: Executor, ids: readonly number[]): Promise<OfferGridItem[]> {
  if (ids.length === 0) return [];
  return (await gridRows(db, inArray(offers.id, [...new Set(ids)]))).map(item);
}
