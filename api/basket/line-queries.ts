/**
 * A basket's lines as the basket, the draft and the order show them: each joined to its offer,
 * product, colour and section (and a one-click order's single offer read the same way).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { colours, offers, products, sections } from '../catalog/schema';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';
import { deliveryMethods } from '../delivery/schema';
import { basketItems } from './schema';

export interface LineRow {
  offerId: number;
  quantity: number;
  size: string;
  stock: number;
  productId: number;
  code: string;
  name: string;
  onSale: boolean;
  priceKopecks: number;
  oldPriceKopecks: number | null;
  colourName: string;
  sectionId: number;
  capsuleId: number | null;
  picture: string | null;
  /** The product's kind: 'gift-certificate' marks a gift certificate product. */
  kind: string;
  /** One piece's weight, grams: the parcel's weight prices the delivery (issue 25). */
  weightGrams: number;
}

/** A line's columns of its offer and product; the offer id and quantity come from where the line does. */
function lineColumns<Id, Quantity>(offerId: Id, quantity: Quantity) {
  return {
    offerId,
    quantity,
    size: offers.size,
    stock: offers.stock,
    productId: products.id,
    code: products.code,
    name: products.name,
    onSale: sql<boolean>`${products.active} AND ${sections.active}`,
    // The size's own price: sizes of one product may cost differently (api/catalog/offer-numbers.ts).
    priceKopecks: offers.priceKopecks,
    oldPriceKopecks: offers.oldPriceKopecks,
    colourName: colours.name,
    sectionId: products.sectionId,
    capsuleId: products.capsuleId,
    picture: sql<string | null>`(SELECT url FROM product_pictures p WHERE p.product_id = ${products.id} ORDER BY p.sort, p.id LIMIT 1)`,
    kind: products.kind,
    weightGrams: products.weightGrams,
  };
}

/**
 * A basket's lines joined to what a line shows (offer, product, colour, section): the one join that
 * `basketLines`, `basketLinesAndFreeFrom` and `lockBasketLines` read with their own columns and order.
 */
function ofBasket<T extends PgSelect>(query: T) {
  return query
    .innerJoin(offers, eq(offers.id, basketItems.offerId))
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(colours, eq(colours.code, products.colourCode))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(eq(basketItems.basketId, sql.placeholder('basketId')));
}

const basketLinesQuery = preparedOnce((db) =>
  ofBasket(db.select(lineColumns(basketItems.offerId, basketItems.quantity)).from(basketItems).$dynamic())
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id))
    .prepare('basket_lines'),
);

/** The basket's lines with their offers and products, in the order they were added. */
export async function basketLines(db: Executor, basketId: number): Promise<LineRow[]> {
  return basketLinesQuery(db).execute({ basketId });
}

const basketLinesAndFreeFromQuery = preparedOnce((db) =>
  ofBasket(
    db
      .select({
        ...lineColumns(basketItems.offerId, basketItems.quantity),
        freeFromKopecks: sql<
          number | null
        >`(SELECT ${deliveryMethods.freeFromKopecks} FROM ${deliveryMethods} WHERE ${deliveryMethods.code} = 'pickup')`,
      })
      .from(basketItems)
      .$dynamic(),
  )
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id))
    .prepare('basket_lines_free_from'),
);

/**
 * The lines as `basketLines` reads them, each with the pickup method's free-delivery threshold (null
 * when the shop has none), which every basket answer shows: one round trip instead of two. Without
 * lines there is no row to carry it, and `freeFromKopecks` is undefined (the caller reads it alone).
 */
export async function basketLinesAndFreeFrom(
  db: Executor,
  basketId: number,
): Promise<{ lines: LineRow[]; freeFromKopecks: number | null | undefined }> {
  const rows = await basketLinesAndFreeFromQuery(db).execute({ basketId });
  return {
    lines: rows.map(({ freeFromKopecks: _, ...line }) => line),
    freeFromKopecks: rows.length === 0 ? undefined : rows[0]!.freeFromKopecks,
  };
}

const lockBasketLinesQuery = preparedOnce((db) =>
  ofBasket(
    db
      .select({ ...lineColumns(basketItems.offerId, basketItems.quantity), addedAt: basketItems.createdAt, lineId: basketItems.id })
      .from(basketItems)
      .$dynamic(),
  )
    .orderBy(asc(offers.id))
    .for('update', { of: offers })
    .prepare('lock_basket_lines'),
);

/**
 * What placing an order reads of the basket: its lines as `basketLines` gives them, with their
 * offers locked FOR UPDATE in id order in the same statement (two placements sharing offers queue
 * instead of deadlocking; a waiter reads the stock the one before it left, as READ COMMITTED re-reads
 * a locked row). One round trip instead of a lock and then a read.
 */
export async function lockBasketLines(tx: Executor, basketId: number): Promise<LineRow[]> {
  const rows = await lockBasketLinesQuery(tx).execute({ basketId });
  // Locked in offer order; shown in the order the lines were added, as `basketLines`.
  rows.sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.lineId - b.lineId);
  return rows.map(({ addedAt: _a, lineId: _l, ...line }) => line);
}

/** One offer as a basket line of `quantity` (a one-click order of a product), or null if unknown. */
export async function offerLine(db: Executor, offerId: number, quantity: number): Promise<LineRow | null> {
  const [row] = await db
    .select(lineColumns(offers.id, sql<number>`${quantity}::int`))
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(colours, eq(colours.code, products.colourCode))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row ?? null;
}
