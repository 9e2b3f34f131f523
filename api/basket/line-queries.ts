import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { colours, offers, products, sections } from '../catalog/schema';
import { takeStocksStatement } from '../catalog/service';
import { deliveryMethods } from '../delivery/schema';
import { basketItems, baskets } from './schema';
import type { Executor } from '../db/database';
import { executeNamed, preparedOnce } from '../db/named';
import type { Owner } from '../session/service';

export interface BasketRow {
  id: number;
  couponId: number | null;
  giftWrap: boolean;
  cardMessage: string;
  noPricesReceipt: boolean;
}

const basketColumns = {
  id: baskets.id,
  couponId: baskets.couponId,
  giftWrap: baskets.giftWrap,
  cardMessage: baskets.cardMessage,
  noPricesReceipt: baskets.noPricesReceipt,
};

const basketOf = {
  session: preparedOnce((db) =>
    db
      .select(basketColumns)
      .from(baskets)
      .where(eq(baskets.sessionId, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('basket_of_session'),
  ),
  user: preparedOnce((db) =>
    db
      .select(basketColumns)
      .from(baskets)
      .where(eq(baskets.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('basket_of_user'),
  ),
};

export async function findBasket(db: Executor, owner: Owner): Promise<BasketRow | null> {
  const [row] = await (owner.userId === null ? basketOf.session(db).execute(owner) : basketOf.user(db).execute(owner));
  return row ?? null;
}

/** The basket's upsert, one text per owner kind. */
const lockBasketOf = {
  session: preparedOnce((db) =>
    db
      .insert(baskets)
      .values({ sessionId: sql.placeholder('sessionId'), userId: null })
      .onConflictDoUpdate({ target: baskets.sessionId, set: { updatedAt: sql`now()` } })
      .returning(basketColumns)
      .prepare('lock_basket_session'),
  ),
  user: preparedOnce((db) =>
    db
      .insert(baskets)
      .values({ sessionId: null, userId: sql.placeholder('userId') })
      .onConflictDoUpdate({ target: baskets.userId, set: { updatedAt: sql`now()` } })
      .returning(basketColumns)
      .prepare('lock_basket_user'),
  ),
};

/**
 * The owner's basket (a guest session's or an account's), made if missing, and locked until the transaction ends: every change of
 * one basket runs one at a time, so that parallel adds read the quantity the previous one wrote.
 * One statement does both: the upsert's DO UPDATE locks the existing row as UPDATE does (a second
 * caller waits for the first to commit, then sees its writes).
 */
export async function lockBasket(tx: Executor, owner: Owner): Promise<BasketRow> {
  const [row] = await (owner.userId === null ? lockBasketOf.session(tx).execute(owner) : lockBasketOf.user(tx).execute(owner));
  if (!row) throw new Error('basket was not created');
  return row;
}

interface OfferStock {
  id: number;
  stock: number;
  /** The product is on sale (active, in an active section). */
  onSale: boolean;
}

export async function findOffer(db: Executor, offerId: number): Promise<OfferStock | null> {
  const [row] = await db
    .select({
      id: offers.id,
      stock: offers.stock,
      onSale: sql<boolean>`${products.active} AND ${sections.active}`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row ?? null;
}

const offerInBasketQuery = preparedOnce((db) =>
  db
    .select({
      id: offers.id,
      stock: offers.stock,
      onSale: sql<boolean>`${products.active} AND ${sections.active}`,
      // One round trip instead of two: the line is read under the basket's lock all the same.
      quantity: sql<
        number | null
      >`(SELECT ${basketItems.quantity} FROM ${basketItems} WHERE ${basketItems.basketId} = ${sql.placeholder('basketId')} AND ${basketItems.offerId} = ${offers.id})`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(eq(offers.id, sql.placeholder('offerId')))
    .prepare('offer_in_basket'),
);

/** An offer's stock and sale, with its line's quantity in this basket (null: no line); null when there is no such offer. */
export async function offerInBasket(
  db: Executor,
  basketId: number,
  offerId: number,
): Promise<(OfferStock & { quantity: number | null }) | null> {
  const [row] = await offerInBasketQuery(db).execute({ basketId, offerId });
  return row ?? null;
}

export async function lineQuantity(db: Executor, basketId: number, offerId: number): Promise<number | null> {
  const [row] = await db
    .select({ quantity: basketItems.quantity })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.offerId, offerId)))
    .limit(1);
  return row?.quantity ?? null;
}

export async function setLineQuantity(db: Executor, basketId: number, offerId: number, quantity: number): Promise<void> {
  await db
    .insert(basketItems)
    .values({ basketId, offerId, quantity })
    .onConflictDoUpdate({ target: [basketItems.basketId, basketItems.offerId], set: { quantity } });
}

export async function deleteLine(db: Executor, basketId: number, offerId: number): Promise<boolean> {
  const rows = await db
    .delete(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.offerId, offerId)))
    .returning({ id: basketItems.id });
  return rows.length > 0;
}

/** Changes the basket row and answers it as it now is (so the basket's answer need not read it again). */
export async function updateBasket(
  db: Executor,
  basketId: number,
  values: Partial<Pick<BasketRow, 'couponId' | 'giftWrap' | 'cardMessage' | 'noPricesReceipt'>>,
): Promise<BasketRow> {
  const [row] = await db
    .update(baskets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(baskets.id, basketId))
    .returning(basketColumns);
  if (!row) throw new Error(`basket ${basketId} vanished under its lock`);
  return row;
}

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
    priceKopecks: products.priceKopecks,
    oldPriceKopecks: products.oldPriceKopecks,
    colourName: colours.name,
    sectionId: products.sectionId,
    capsuleId: products.capsuleId,
    picture: sql<string | null>`(SELECT url FROM product_pictures p WHERE p.product_id = ${products.id} ORDER BY p.sort, p.id LIMIT 1)`,
    kind: products.kind,
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

/**
 * After an order is placed: no lines, no coupon, gift options back to none, and the stock the
 * order sold taken off its offers (locked by the placement before it read them) — one statement:
 * CTEs delete the lines and take the stock.
 */
export async function emptyBasketTakingStock(
  tx: Executor,
  basketId: number,
  sold: readonly { offerId: number; quantity: number }[],
): Promise<void> {
  const take = sold.length === 0 ? sql`` : sql`, taken AS (${takeStocksStatement(sold)})`;
  // Named per number of lines (its text has one VALUES row per line), for the usual few.
  const statement = sql`
    WITH gone AS (DELETE FROM ${basketItems} WHERE ${basketItems.basketId} = ${basketId})${take}
    UPDATE ${baskets} SET coupon_id = NULL, gift_wrap = false, card_message = '', no_prices_receipt = false, updated_at = now()
    WHERE ${baskets.id} = ${basketId}`;
  if (sold.length <= 20) await executeNamed(tx, `empty_basket_taking_${sold.length}`, statement);
  else await tx.execute(statement);
}

/** A guest's basket, once the account took its lines at sign-in. */
export async function deleteBasket(tx: Executor, basketId: number): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.id, basketId));
}
