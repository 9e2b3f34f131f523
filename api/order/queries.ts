import { asc, eq, inArray, sql } from 'drizzle-orm';
import { basketItems } from '../basket/schema';
import { colours, offers, products, sections } from '../catalog/schema';
import { couponUsages, orderItems, orders } from './schema';
import type { Executor } from '../db/database';
import type { BasketLine } from '../basket/service';
import { newOrderCode } from './code';

/**
 * What placing an order writes. Every function here runs inside the placing transaction, after
 * the rows it changes were locked.
 */

/**
 * Locks the offers of a basket FOR UPDATE in id order: two placements that share offers take
 * their locks in the same order, so they queue instead of deadlocking.
 */
export async function lockBasketOffers(tx: Executor, basketId: number): Promise<number[]> {
  const inBasket = tx.select({ id: basketItems.offerId }).from(basketItems).where(eq(basketItems.basketId, basketId));
  const rows = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(inArray(offers.id, inBasket))
    .orderBy(asc(offers.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function lockOffer(tx: Executor, offerId: number): Promise<void> {
  await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).for('update');
}

/** One offer as a basket line of `quantity` (a one-click order of a product), or null if unknown. */
export async function offerLine(tx: Executor, offerId: number, quantity: number): Promise<BasketLine | null> {
  const [row] = await tx
    .select({
      offerId: offers.id,
      quantity: sql<number>`${quantity}::int`,
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
      picture: sql<
        string | null
      >`(SELECT url FROM product_pictures p WHERE p.product_id = ${products.id} ORDER BY p.sort, p.id LIMIT 1)`,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(colours, eq(colours.code, products.colourCode))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row ?? null;
}

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'code' | 'consentAt' | 'createdAt'>;

/** Inserts the order under a fresh code, drawing again on the (astronomically rare) clash. */
export async function insertOrder(tx: Executor, values: NewOrder): Promise<{ id: number; code: string }> {
  for (;;) {
    const code = newOrderCode();
    const [row] = await tx
      .insert(orders)
      .values({ ...values, code, consentAt: sql`now()` })
      .onConflictDoNothing({ target: orders.code })
      .returning({ id: orders.id });
    if (row) return { id: row.id, code };
  }
}

type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export async function insertOrderItems(tx: Executor, orderId: number, items: readonly NewOrderItem[]): Promise<void> {
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
}

/** Records which order used the coupon (the per-customer limit counts these by session). */
export async function insertCouponUsage(tx: Executor, couponId: number, sessionId: number, orderId: number): Promise<void> {
  await tx.insert(couponUsages).values({ couponId, sessionId, orderId });
}
