import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { offers, sections } from './schema';

export interface SectionRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  sort: number;
  depth: number;
}

/** Every active section, unordered: the tree is built and sorted in TS (catalog/tree.ts). */
export function activeSectionRows(db: Executor): Promise<SectionRow[]> {
  return db
    .select({
      id: sections.id,
      code: sections.code,
      name: sections.name,
      parentId: sections.parentId,
      sort: sections.sort,
      depth: sections.depth,
    })
    .from(sections)
    .where(eq(sections.active, true));
}

/**
 * Takes sold stock off an offer, inside the transaction that locked it and checked the stock. The
 * stock CHECK (>= 0) stays the last guard should a caller ever skip the locked check.
 */
export async function takeStock(tx: Executor, offerId: number, quantity: number): Promise<void> {
  await tx
    .update(offers)
    .set({ stock: sql`${offers.stock} - ${quantity}` })
    .where(eq(offers.id, offerId));
}

/** A cancelled order's units go back on sale. */
export async function returnStock(tx: Executor, offerId: number, quantity: number): Promise<void> {
  await tx
    .update(offers)
    .set({ stock: sql`${offers.stock} + ${quantity}` })
    .where(eq(offers.id, offerId));
}
