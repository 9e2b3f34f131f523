import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { productPictures, products } from '../catalog/schema';
import { partners, reviews } from './schema';
import type { Executor } from '../db/database';

export function partnerRows(db: Executor) {
  return db
    .select({ id: partners.id, name: partners.name, href: partners.href, city: partners.city })
    .from(partners)
    .orderBy(asc(partners.sort), asc(partners.id));
}

/** The newest active reviews, with the product they are about when it is still on sale. */
export function reviewRows(db: Executor, count: number) {
  return db
    .select({
      id: reviews.id,
      author: reviews.author,
      city: reviews.city,
      text: reviews.text,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
      productId: products.id,
      productCode: products.code,
      productName: products.name,
      picture: sql<string | null>`(
        SELECT ${productPictures.url} FROM ${productPictures}
        WHERE ${productPictures.productId} = ${products.id}
        ORDER BY ${productPictures.sort} LIMIT 1)`,
    })
    .from(reviews)
    .leftJoin(products, and(eq(products.id, reviews.productId), eq(products.active, true)))
    .where(eq(reviews.active, true))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(count);
}
