import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PictureAdmin } from '../../shared/contract/admin/pictures';
import { PICTURE_MESSAGES, PICTURES_PER_PRODUCT } from '../../shared/contract/admin/pictures';
import type { Executor } from '../db/database';
import { fieldRefusal } from '../http/errors';
import { productPictures } from './schema';

/** A product's pictures in the storefront's order. */
export async function staffPicturesOf(tx: Executor, productId: number): Promise<PictureAdmin[]> {
  return tx
    .select({ id: productPictures.id, url: productPictures.url, alt: productPictures.alt })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.sort));
}

/** Adds one picture last (the caller holds the product's lock). */
export async function addPicture(tx: Executor, productId: number, picture: { url: string; alt: string }): Promise<PictureAdmin> {
  const existing = await staffPicturesOf(tx, productId);
  if (existing.length >= PICTURES_PER_PRODUCT) throw fieldRefusal('too_many_pictures', 409, PICTURE_MESSAGES.tooMany, 'file');
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${productPictures.sort}), 0)::int` })
    .from(productPictures)
    .where(eq(productPictures.productId, productId));
  const [row] = await tx
    .insert(productPictures)
    .values({ productId, sort: (last?.sort ?? 0) + 1, ...picture })
    .returning({ id: productPictures.id, url: productPictures.url, alt: productPictures.alt });
  return row!;
}

/**
 * The pictures as listed, in that order with those alt texts; the ones left out are deleted. Returns
 * the list before and after, and the addresses no longer used by any product (their files may go).
 */
export async function writePictures(
  tx: Executor,
  productId: number,
  list: ReadonlyArray<{ id: number; alt: string }>,
): Promise<{ before: PictureAdmin[]; after: PictureAdmin[]; unused: string[] }> {
  const before = await staffPicturesOf(tx, productId);
  const own = new Set(before.map((p) => p.id));
  if (list.some((p) => !own.has(p.id))) throw fieldRefusal('picture_missing', 409, PICTURE_MESSAGES.pictureMissing, 'pictures');
  const kept = new Set(list.map((p) => p.id));
  const gone = before.filter((p) => !kept.has(p.id));
  if (gone.length > 0)
    await tx.delete(productPictures).where(
      inArray(
        productPictures.id,
        gone.map((p) => p.id),
      ),
    );
  // Two passes past the unique (product, sort): first out of the way, then into place.
  for (const [i, p] of list.entries()) {
    await tx
      .update(productPictures)
      .set({ sort: -1 - i })
      .where(and(eq(productPictures.id, p.id), eq(productPictures.productId, productId)));
  }
  for (const [i, p] of list.entries()) {
    await tx
      .update(productPictures)
      .set({ sort: i + 1, alt: p.alt })
      .where(eq(productPictures.id, p.id));
  }
  const after = await staffPicturesOf(tx, productId);
  const goneUrls = [...new Set(gone.map((p) => p.url))];
  const stillUsed =
    goneUrls.length === 0
      ? []
      : (await tx.select({ url: productPictures.url }).from(productPictures).where(inArray(productPictures.url, goneUrls))).map(
          (r) => r.url,
        );
  return { before, after, unused: goneUrls.filter((url) => !stillUsed.includes(url)) };
}
