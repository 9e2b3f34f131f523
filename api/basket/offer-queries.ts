/** An offer being put in a basket or taken out: its stock and sale, and its line's quantity. */
import { and, eq, sql } from 'drizzle-orm';
import { offers, products, sections } from '../catalog/schema';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';
import { basketItems } from './schema';

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
