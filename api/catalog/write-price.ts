import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { setEverySizePrice } from './offer-numbers';
import { products } from './schema';

export interface Price {
  priceKopecks: number;
  /** The crossed-out price; null: none. */
  oldPriceKopecks: number | null;
}

/** The product's columns a price is written to: the one mapping both the new product and an edit use. */
export const priceColumns = (price: Price) => ({ priceKopecks: price.priceKopecks, oldPriceKopecks: price.oldPriceKopecks });

/**
 * The product form's one price: every size of the product takes it, and so does the product's own
 * (its lowest size's). A size priced apart is set in the grid or by CSV (offer-numbers.ts).
 */
export async function writeProductPrice(tx: Executor, productId: number, price: Price): Promise<void> {
  await tx.update(products).set(priceColumns(price)).where(eq(products.id, productId));
  await setEverySizePrice(tx, productId, price);
}
