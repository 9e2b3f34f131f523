import { and, desc, eq, sql } from 'drizzle-orm';
import { products } from '../catalog/schema';
import { wishlistItems } from './schema';
import type { Executor } from '../db/database';
import { ownedBy, type Owner } from '../session/service';

const owned = (owner: Owner) => ownedBy(owner, wishlistItems.sessionId, wishlistItems.userId);

/** The owner's active products, newest addition first (ties: the higher id first, stably). */
export async function wishlistProductIds(db: Executor, owner: Owner, limit?: number): Promise<number[]> {
  const query = db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(owned(owner), eq(products.active, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => r.id);
}

export async function isActiveProduct(db: Executor, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)))
    .limit(1);
  return row !== undefined;
}

/** @returns whether the product was there (and so is now removed). */
export async function removeWishlistItem(db: Executor, owner: Owner, productId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(owned(owner), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.productId });
  return rows.length > 0;
}

/** A second click racing the first one adds nothing twice. */
export async function addWishlistItem(db: Executor, owner: Owner, productId: number): Promise<void> {
  await db
    .insert(wishlistItems)
    .values({ ...owner, productId })
    .onConflictDoNothing();
}

/**
 * At sign-in: the guest session's favourites join the account's (the union; a product in both
 * keeps the account's date), and leave the session.
 */
export async function adoptGuestWishlist(tx: Executor, sessionId: number, userId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${wishlistItems} (user_id, product_id, created_at)
    SELECT ${userId}, product_id, created_at FROM ${wishlistItems} WHERE session_id = ${sessionId}
    ON CONFLICT DO NOTHING`);
  await tx.delete(wishlistItems).where(eq(wishlistItems.sessionId, sessionId));
}
