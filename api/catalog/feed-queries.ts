import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sectionTree } from './service';
import { flattenSectionTree } from './tree';

/**
 * The tables whose rows /yml.xml shows: sections (categories), products, their sizes and stock,
 * pictures, colour names, and the shop's name and requisites.
 */
const FEED_TABLES = ['sections', 'products', 'offers', 'product_pictures', 'colours', 'shop_info'] as const;

/**
 * A name for the current state of the feed's tables, read without reading the catalogue itself.
 * Every INSERT or UPDATE writes a row version stamped with its transaction's id (xmin), which is
 * newer than every id already in the table, and a DELETE lowers the count: so the count and the
 * sum of xmin of a table change with every committed change (a rolled-back one leaves them be).
 * A write that changed no value (an UPDATE to the same price) also counts: one needless rebuild.
 * It costs a scan of xmin alone (~1 ms for the demo catalogue, a few at 10,000 products) and puts nothing on the paths that write the catalogue, the checkout's stock
 * taking among them: no trigger, no counter row every order would have to lock.
 */
export async function feedVersion(db: Executor): Promise<string> {
  const parts = FEED_TABLES.map(
    (table) => sql`(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${sql.identifier(table)})`,
  );
  const result = await db.execute<{ version: string }>(sql`SELECT md5(concat_ws('|', ${sql.join(parts, sql`, `)})) AS version`);
  return result.rows[0]!.version;
}

export type FeedSectionRow = {
  id: number;
  name: string;
  parentId: number | null;
};

/**
 * Active sections whose every ancestor is active too (a hidden parent hides its branch), roots
 * first: the section tree as the menu reads it (catalog/tree.ts), ordered by depth, then SORT.
 */
export async function feedSectionRows(db: Executor): Promise<FeedSectionRow[]> {
  return flattenSectionTree(await sectionTree(db))
    .sort((a, b) => a.DEPTH_LEVEL - b.DEPTH_LEVEL || a.SORT - b.SORT || a.ID - b.ID)
    .map((s) => ({ id: s.ID, name: s.NAME, parentId: s.IBLOCK_SECTION_ID }));
}

export type FeedOfferRow = {
  id: number;
  productId: number;
  productCode: string;
  groupId: number;
  name: string;
  sectionId: number;
  priceKopecks: number;
  oldPriceKopecks: number | null;
  stock: number;
  size: string;
  colour: string;
  description: string;
  pictures: string[];
};

/**
 * Every size of every active product but `excludedKind` (gift certificates), in product then
 * size order. The group is the model's smallest product id over all its products, active or not,
 * so that taking one colour off sale does not move the others to another group.
 */
export async function feedOfferRows(db: Executor, excludedKind: string): Promise<FeedOfferRow[]> {
  const result = await db.execute<FeedOfferRow>(sql`
    SELECT o.id, p.id AS "productId", p.code AS "productCode",
           (SELECT min(m.id) FROM products m WHERE m.model_code = p.model_code) AS "groupId",
           p.name, p.section_id AS "sectionId", o.price_kopecks AS "priceKopecks",
           o.old_price_kopecks AS "oldPriceKopecks", o.stock, o.size, c.name AS colour, p.description,
           coalesce((SELECT array_agg(pp.url ORDER BY pp.sort) FROM product_pictures pp WHERE pp.product_id = p.id),
                    '{}') AS pictures
      FROM products p
      JOIN offers o ON o.product_id = p.id
      JOIN colours c ON c.code = p.colour_code
     WHERE p.active AND p.kind <> ${excludedKind}
     ORDER BY p.id, o.sort, o.id`);
  return result.rows;
}
