import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { colours, offers, productPictures, products } from './schema';
import type { Executor } from '../db/database';

/** The product-page-only fields of an active product, by CODE. */
export async function productByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: products.id,
      sectionId: products.sectionId,
      capsuleId: products.capsuleId,
      modelCode: products.modelCode,
      description: products.description,
      composition: products.composition,
      care: products.care,
      kind: products.kind,
    })
    .from(products)
    .where(and(eq(products.code, code), eq(products.active, true)));
  return row;
}

export function picturesOf(db: Executor, productId: number) {
  return db
    .select({ url: productPictures.url, alt: productPictures.alt })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.sort));
}

export function offersOf(db: Executor, productId: number) {
  return db
    .select({ id: offers.id, size: offers.size, stock: offers.stock, price: offers.priceKopecks, oldPrice: offers.oldPriceKopecks })
    .from(offers)
    .where(eq(offers.productId, productId))
    .orderBy(asc(offers.sort), asc(offers.id));
}

/** The model's active products (this one included), in the colours' order. */
export function modelColours(db: Executor, modelCode: string) {
  return db
    .select({ id: products.id, code: products.code, colourCode: colours.code, name: colours.name, hex: colours.hex })
    .from(products)
    .innerJoin(colours, eq(colours.code, products.colourCode))
    .where(and(eq(products.modelCode, modelCode), eq(products.active, true)))
    .orderBy(asc(colours.sort), asc(products.id));
}

/** How many of a ring's most popular products are ranked by stock for RELATED. */
const RELATED_CANDIDATES = 48;

/**
 * Up to `limit` related products: the product's own section first, then the rest of its parent's
 * subtree (sibling sections and what lies below them). Within each ring, the most popular
 * RELATED_CANDIDATES are taken and those with a size in stock put first: ranking a big section
 * whole by stock would cost one offers probe per product for a block of eight cards. Never the
 * product itself. The wider ring is read only when the own section has too few.
 */
export async function relatedIds(db: Executor, product: { id: number; sectionId: number }, limit: number): Promise<number[]> {
  const ranked = (candidates: SQL, n: number) => sql`
    SELECT c.id FROM (${candidates} ORDER BY p.popularity DESC, p.id ASC LIMIT ${RELATED_CANDIDATES}) c
    ORDER BY (SELECT max(o.stock) FROM offers o WHERE o.product_id = c.id) > 0 DESC NULLS LAST,
      c.popularity DESC, c.id ASC
    LIMIT ${n}
  `;
  const own = await db.execute<{ id: number }>(
    ranked(
      sql`SELECT p.id, p.popularity FROM products p
        WHERE p.active AND p.section_id = ${product.sectionId} AND p.id <> ${product.id}`,
      limit,
    ),
  );
  const ids = own.rows.map((r) => Number(r.id));
  if (ids.length >= limit) return ids;
  const near = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE near AS (
      SELECT parent_id AS id FROM sections WHERE id = ${product.sectionId} AND parent_id IS NOT NULL
      UNION ALL
      SELECT s.id FROM sections s JOIN near n ON s.parent_id = n.id WHERE s.active
    )
    ${ranked(
      sql`SELECT p.id, p.popularity FROM products p
        WHERE p.active AND p.section_id IN (SELECT id FROM near) AND p.section_id <> ${product.sectionId}`,
      limit - ids.length,
    )}
  `);
  return [...ids, ...near.rows.map((r) => Number(r.id))];
}
