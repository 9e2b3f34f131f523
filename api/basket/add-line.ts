import { sql } from 'drizzle-orm';
import { offers, products, sections } from '../catalog/schema';
import type { Executor } from '../db/database';
import { namedStatement } from '../db/named';
import { basketItems } from './schema';

export interface AddedLine {
  stock: number;
  /** The product is on sale (active, in an active section). */
  onSale: boolean;
  /** The line's quantity before the add (null: no line). */
  before: number | null;
  /** The line's quantity after it; null when the add was refused (not on sale, or over the stock) and nothing changed. */
  after: number | null;
}

const addToLineStatement = namedStatement<{ stock: number; on_sale: boolean; before: number | null; after: number | null }>(
  'add_to_line',
  sql`
  WITH offer AS (
    SELECT ${offers.id} AS id, ${offers.stock} AS stock, ${products.active} AND ${sections.active} AS on_sale,
      (SELECT ${basketItems.quantity} FROM ${basketItems}
        WHERE ${basketItems.basketId} = ${sql.placeholder('basketId')} AND ${basketItems.offerId} = ${offers.id}) AS before
    FROM ${offers}
    JOIN ${products} ON ${products.id} = ${offers.productId}
    JOIN ${sections} ON ${sections.id} = ${products.sectionId}
    WHERE ${offers.id} = ${sql.placeholder('offerId')}
  ), added AS (
    INSERT INTO ${basketItems} (basket_id, offer_id, quantity)
    SELECT ${sql.placeholder('basketId')}, id, coalesce(before, 0) + ${sql.placeholder('quantity')}::int FROM offer
    WHERE on_sale AND coalesce(before, 0) + ${sql.placeholder('quantity')}::int <= stock
    ON CONFLICT (basket_id, offer_id) DO UPDATE SET quantity = excluded.quantity
    RETURNING quantity
  )
  SELECT stock, on_sale, before, (SELECT quantity FROM added) AS after FROM offer`,
);

/**
 * An add to the basket in one round trip, under the basket's lock (taken before, in the same
 * transaction): reads the offer and the line as `offerInBasket` did, and writes the line only when
 * the add may grow it (on sale, the new quantity within the stock) — the same rule the refusals
 * name. Every change of a basket's lines holds that lock, so the line read here is the latest and
 * the upsert writes what was checked. Null when there is no such offer.
 */
export async function addToLine(tx: Executor, basketId: number, offerId: number, quantity: number): Promise<AddedLine | null> {
  const result = await addToLineStatement(tx, { basketId, offerId, quantity });
  const row = result.rows[0];
  return row ? { stock: row.stock, onSale: row.on_sale, before: row.before, after: row.after } : null;
}
