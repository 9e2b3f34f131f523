import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { products } from './schema';

export interface Price {
  priceKopecks: number;
  /** The crossed-out price; null: none. */
  oldPriceKopecks: number | null;
}

/** The product's columns a price is written to: the one mapping both the new product and an edit use. */
export const priceColumns = (price: Price) => ({ priceKopecks: price.priceKopecks, oldPriceKopecks: price.oldPriceKopecks });

/**
 * The one place a staff edit writes a product's price. It lives on the product until issue 24's
 * prices part moves price and old price onto each size (offer): then only this function changes.
 */
export async function writeProductPrice(tx: Executor, productId: number, price: Price): Promise<void> {
  await tx.update(products).set(priceColumns(price)).where(eq(products.id, productId));
}
