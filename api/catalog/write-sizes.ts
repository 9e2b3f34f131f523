import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_MESSAGES as M, type SizeInput } from '../../shared/contract/admin/products';
import type { Executor } from '../db/database';
import { fieldRefusal } from '../http/errors';
import { orderItems } from '../order/schema';
import { offers, products } from './schema';

/** A size as staff see it: its stock, its stock watch threshold, and whether some order holds it. */
export interface SizeRow {
  id: number;
  size: string;
  stock: number;
  threshold: number | null;
  ordered: boolean;
}

export async function sizesOf(tx: Executor, productId: number): Promise<SizeRow[]> {
  const rows = await tx
    .select({ id: offers.id, size: offers.size, stock: offers.stock, threshold: offers.lowStockThreshold })
    .from(offers)
    .where(eq(offers.productId, productId))
    .orderBy(asc(offers.sort), asc(offers.id));
  const ids = rows.map((r) => r.id);
  const ordered = ids.length
    ? new Set(
        (await tx.selectDistinct({ id: orderItems.offerId }).from(orderItems).where(inArray(orderItems.offerId, ids))).map((r) => r.id),
      )
    : new Set<number | null>();
  return rows.map((r) => ({ ...r, ordered: ordered.has(r.id) }));
}

/**
 * The product's sizes become `sizes`, in that order: new ones added, the missing removed, stock,
 * labels and the thresholds sent set. A size some order holds is never removed (its line would lose the stock it gives
 * back on a cancel): refused, staff set its stock to 0 instead. Issue 24's prices part owns the
 * offers' stock and price service; this is the product form's own list of sizes.
 */
export async function writeSizes(
  tx: Executor,
  productId: number,
  sizes: readonly SizeInput[],
): Promise<{ before: SizeRow[]; after: SizeRow[] }> {
  const before = await sizesOf(tx, productId);
  const known = new Map(before.map((s) => [s.id, s]));
  const foreign = sizes.find((s) => s.id !== undefined && !known.has(s.id));
  if (foreign) throw fieldRefusal('size_missing', 409, M.sizeMissing, 'sizes');
  const kept = new Set(sizes.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  const gone = before.filter((s) => !kept.has(s.id));
  const ordered = gone.find((s) => s.ordered);
  if (ordered) throw fieldRefusal('size_ordered', 409, M.sizeOrdered.replace('…', ordered.size), 'sizes');
  if (gone.length)
    await tx.delete(offers).where(
      and(
        eq(offers.productId, productId),
        inArray(
          offers.id,
          gone.map((s) => s.id),
        ),
      ),
    );
  // Labels may swap between rows ('62' ↔ '68'): park the kept ones first so the unique pair never clashes.
  for (const s of sizes)
    if (s.id !== undefined)
      await tx
        .update(offers)
        .set({ size: `\u2060${s.id}` })
        .where(eq(offers.id, s.id));
  // A new size takes the product's price (its lowest size's); the grid or a CSV prices it apart.
  const [price] = await tx
    .select({ priceKopecks: products.priceKopecks, oldPriceKopecks: products.oldPriceKopecks })
    .from(products)
    .where(eq(products.id, productId));
  for (const [index, s] of sizes.entries()) {
    const values = {
      size: s.size,
      stock: s.stock,
      sort: (index + 1) * 10,
      ...(s.threshold === undefined ? {} : { lowStockThreshold: s.threshold }),
    };
    if (s.id === undefined) await tx.insert(offers).values({ productId, ...price!, ...values });
    else await tx.update(offers).set(values).where(eq(offers.id, s.id));
  }
  return { before, after: await sizesOf(tx, productId) };
}
