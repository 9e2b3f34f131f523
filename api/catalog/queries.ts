import type { SectionStyle } from '../../shared/contract/catalog-constants';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { offers, sections } from './schema';

export interface SectionRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  sort: number;
  depth: number;
  /** How the menu paints it; absent in rows built elsewhere (tests): plain. */
  style?: SectionStyle;
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
      style: sections.style,
    })
    .from(sections)
    .where(eq(sections.active, true));
}

/**
 * The statement that takes an order's sold stock off its offers, inside the transaction that locked
 * them and checked the stock: one statement for every line (UPDATE … FROM VALUES; an order's offers
 * are distinct), so that a caller can also run it as a CTE of its own statement. The stock CHECK
 * (>= 0) stays the last guard should a caller ever skip the locked check. Lines must not be empty.
 */
export function takeStocksStatement(lines: readonly { offerId: number; quantity: number }[]): SQL {
  const values = sql.join(
    lines.map((l) => sql`(${l.offerId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  return sql`UPDATE ${offers} SET stock = ${offers}.stock - sold.quantity FROM (VALUES ${values}) AS sold(id, quantity) WHERE ${offers}.id = sold.id`;
}

/** Takes an order's sold stock off its offers (`takeStocksStatement`). */
export async function takeStocks(tx: Executor, lines: readonly { offerId: number; quantity: number }[]): Promise<void> {
  if (lines.length > 0) await tx.execute(takeStocksStatement(lines));
}

/** A cancelled order's units go back on sale. */
export async function returnStock(tx: Executor, offerId: number, quantity: number): Promise<void> {
  await tx
    .update(offers)
    .set({ stock: sql`${offers.stock} + ${quantity}` })
    .where(eq(offers.id, offerId));
}
