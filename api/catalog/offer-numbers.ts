/**
 * The one place staff write an offer's (a size's) numbers: its stock, price and crossed-out price.
 * The grid of many offers and the CSV import both go through it, checked by the same rules, so a
 * row the preview calls good is a row the save takes. After a write, each touched product's own
 * price is its lowest size's again (what cards, sorting, filters and blocks show per product).
 * Callers run it inside `editCatalogue` (revision.ts), so the storefront sees the change.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { offers, products } from './schema';

/** What a change sets; a field left out keeps its value. `oldPriceKopecks` null: no crossed-out price. */
export interface OfferNumbers {
  offerId: number;
  stock?: number;
  priceKopecks?: number;
  oldPriceKopecks?: number | null;
}

/** An offer as the grid and the import show it, before and after. */
export interface OfferState {
  id: number;
  productId: number;
  productCode: string;
  size: string;
  stock: number;
  priceKopecks: number;
  oldPriceKopecks: number | null;
}

export const OFFER_NUMBER_MESSAGES = {
  unknown: 'Такого размера нет в каталоге',
  stockNegative: 'Остаток не может быть отрицательным',
  stockWhole: 'Остаток — целое число',
  pricePositive: 'Цена должна быть больше нуля',
  priceWhole: 'Цена — целое число копеек',
  oldPriceLower: 'Старая цена должна быть выше цены: она показывается зачёркнутой',
} as const;

const M = OFFER_NUMBER_MESSAGES;

/** The offers `ids`, locked for the caller's transaction when `lock` (a save); answers them by id. */
export async function offerStates(tx: Executor, ids: readonly number[], lock = false): Promise<Map<number, OfferState>> {
  if (ids.length === 0) return new Map();
  const query = tx
    .select({
      id: offers.id,
      productId: offers.productId,
      productCode: products.code,
      size: offers.size,
      stock: offers.stock,
      priceKopecks: offers.priceKopecks,
      oldPriceKopecks: offers.oldPriceKopecks,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(inArray(offers.id, [...new Set(ids)]))
    .orderBy(asc(offers.id));
  const rows = lock ? await query.for('update', { of: offers }) : await query;
  return new Map(rows.map((r) => [r.id, r]));
}

/** A size's numbers alone, what a change may set: what the audit log keeps and a save compares. */
export const offerNumbers = (s: OfferState) => ({ stock: s.stock, priceKopecks: s.priceKopecks, oldPriceKopecks: s.oldPriceKopecks });

const sameNumbers = (a: OfferState, b: OfferState) =>
  a.stock === b.stock && a.priceKopecks === b.priceKopecks && a.oldPriceKopecks === b.oldPriceKopecks;

/** The offer as `change` would leave it. */
export function applied(state: OfferState, change: OfferNumbers): OfferState {
  return {
    ...state,
    stock: change.stock ?? state.stock,
    priceKopecks: change.priceKopecks ?? state.priceKopecks,
    oldPriceKopecks: change.oldPriceKopecks === undefined ? state.oldPriceKopecks : change.oldPriceKopecks,
  };
}

/** Why `change` cannot be made to `state` (undefined: the offer is unknown), or null when it can. */
export function offerNumbersProblem(state: OfferState | undefined, change: OfferNumbers): string | null {
  if (state === undefined) return M.unknown;
  if (change.stock !== undefined) {
    if (!Number.isInteger(change.stock)) return M.stockWhole;
    if (change.stock < 0) return M.stockNegative;
  }
  if (change.priceKopecks !== undefined) {
    if (!Number.isInteger(change.priceKopecks)) return M.priceWhole;
    if (change.priceKopecks <= 0) return M.pricePositive;
  }
  if (change.oldPriceKopecks != null && !Number.isInteger(change.oldPriceKopecks)) return M.priceWhole;
  const after = applied(state, change);
  if (after.oldPriceKopecks !== null && after.oldPriceKopecks <= after.priceKopecks) return M.oldPriceLower;
  return null;
}

export class OfferNumbersRefused extends Error {
  constructor(readonly problems: { offerId: number; problem: string }[]) {
    super(problems.map((p) => `${p.offerId}: ${p.problem}`).join('; '));
  }
}

/**
 * Makes every change, or none: the offers are locked, each change checked against what they are now
 * (a problem throws OfferNumbersRefused with every one found), then written; a later change of the
 * same offer wins. Answers each touched offer before and after, by id.
 */
export async function writeOfferNumbers(
  tx: Executor,
  changes: readonly OfferNumbers[],
): Promise<{ before: OfferState[]; after: OfferState[] }> {
  const states = await offerStates(
    tx,
    changes.map((c) => c.offerId),
    true,
  );
  const now = new Map(states);
  const problems: { offerId: number; problem: string }[] = [];
  for (const change of changes) {
    const problem = offerNumbersProblem(now.get(change.offerId), change);
    if (problem !== null) problems.push({ offerId: change.offerId, problem });
    else now.set(change.offerId, applied(now.get(change.offerId)!, change));
  }
  if (problems.length > 0) throw new OfferNumbersRefused(problems);

  const before: OfferState[] = [];
  const after: OfferState[] = [];
  for (const [id, state] of now) {
    const was = states.get(id)!;
    if (sameNumbers(was, state)) continue;
    before.push(was);
    after.push(state);
  }
  if (after.length > 0) {
    const rows = JSON.stringify(after.map((s) => ({ id: s.id, stock: s.stock, price: s.priceKopecks, old: s.oldPriceKopecks })));
    await tx.execute(sql`
      UPDATE offers AS o SET stock = r.stock, price_kopecks = r.price, old_price_kopecks = r.old
        FROM json_to_recordset(${rows}::json) AS r(id int, stock int, price int, old int)
       WHERE o.id = r.id`);
    await refreshProductPrices(tx, [...new Set(after.map((s) => s.productId))]);
  }
  return { before, after };
}

/**
 * Each product's own price becomes its lowest size's (with that size's crossed-out price); a
 * product without sizes keeps its own.
 */
export async function refreshProductPrices(tx: Executor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    UPDATE products AS p SET price_kopecks = o.price_kopecks, old_price_kopecks = o.old_price_kopecks
      FROM (SELECT DISTINCT ON (product_id) product_id, price_kopecks, old_price_kopecks
              FROM offers
             WHERE product_id IN (${sql.join(
               productIds.map((id) => sql`${id}`),
               sql`, `,
             )})
             ORDER BY product_id, price_kopecks, id) AS o
     WHERE p.id = o.product_id
       AND (p.price_kopecks, p.old_price_kopecks) IS DISTINCT FROM (o.price_kopecks, o.old_price_kopecks)`);
}

/** Every size of product `productId` at one price (the product form's single price). */
export async function setEverySizePrice(
  tx: Executor,
  productId: number,
  price: { priceKopecks: number; oldPriceKopecks: number | null },
): Promise<void> {
  await tx
    .update(offers)
    .set({ priceKopecks: price.priceKopecks, oldPriceKopecks: price.oldPriceKopecks })
    .where(eq(offers.productId, productId));
}
