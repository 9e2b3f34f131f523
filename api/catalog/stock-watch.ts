/**
 * The stock watch (issue 24): offers of products on sale with none left or at most their
 * threshold, and the threshold's write (its own column: the offers' prices are another writer's).
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { STOCK_WATCH_MAX, type StockWatchItem } from '../../shared/contract/admin/stock-watch';
import type { Executor } from '../db/database';
import { offers, products } from './schema';

/** The gift certificates' kind (api/certificate/service.ts): no stock to run out of. */
const CERTIFICATE_KIND = 'gift-certificate';

export const isLow = sql<boolean>`(${offers.stock} = 0 OR ${offers.stock} <= ${offers.lowStockThreshold})`;

export async function lowStock(db: Executor, limit = STOCK_WATCH_MAX): Promise<StockWatchItem[]> {
  return db
    .select({
      offerId: offers.id,
      productId: products.id,
      productCode: products.code,
      name: products.name,
      size: offers.size,
      stock: offers.stock,
      threshold: offers.lowStockThreshold,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(products.active, true), ne(products.kind, CERTIFICATE_KIND), isLow))
    .orderBy(asc(offers.stock), asc(products.name), asc(offers.sort), asc(offers.id))
    .limit(limit);
}

/** The offer's threshold, locked and set: before and after (null: no such offer). */
export async function setLowStockThreshold(tx: Executor, offerId: number, threshold: number | null) {
  const [before] = await tx.select({ threshold: offers.lowStockThreshold }).from(offers).where(eq(offers.id, offerId)).for('update');
  if (!before) return null;
  await tx.update(offers).set({ lowStockThreshold: threshold }).where(eq(offers.id, offerId));
  return { before, after: { threshold } };
}
