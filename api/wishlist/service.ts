import type { ProductCard, Wishlist } from '../../shared/contract/catalog';
import { loadCards } from '../catalog/service';
import type { Executor } from '../db/database';
import { notFound } from '../http/errors';
import { ownerOf, type SessionLookup } from '../session/service';
// What signing in does with a guest's favourites.
export { adoptGuestWishlist } from './queries';

import { addWishlistItem, isActiveProduct, removeWishlistItem, wishlistProductIds } from './queries';

/** Spec §3: ITEMS, each with ID, newest first. A browser without a session has an empty list. */
export async function readWishlist(db: Executor, session: SessionLookup): Promise<Wishlist> {
  const current = await session({ create: false });
  const ids = current ? await wishlistProductIds(db, ownerOf(current)) : [];
  return { ITEMS: ids.map((ID) => ({ ID })) };
}

/**
 * The favourite toggle (spec §7.1: GET with an id adds or removes it). Removing works for any
 * product in the list (even one taken off sale since); adding needs an active product, and only
 * adding makes a session.
 */
export async function toggleWishlist(db: Executor, session: SessionLookup, productId: number): Promise<Wishlist> {
  const existing = await session({ create: false });
  if (existing && (await removeWishlistItem(db, ownerOf(existing), productId))) return readWishlist(db, session);

  if (!(await isActiveProduct(db, productId))) throw notFound('Товар не найден');
  const current = existing ?? (await session({ create: true }));
  if (!current) throw new Error('session was not created');
  await addWishlistItem(db, ownerOf(current), productId);
  return readWishlist(db, session);
}

/** GET /api/catalog/block/wishlist/: the list as product cards. */
export async function wishlistCards(db: Executor, session: SessionLookup, limit: number): Promise<ProductCard[]> {
  const current = await session({ create: false });
  if (!current) return [];
  return loadCards(db, await wishlistProductIds(db, ownerOf(current), limit));
}
