/**
 * The one write of a size's stock and prices (api/catalog/offer-numbers.ts): all or nothing, the
 * product's own price its lowest size's after it, a basket line at its size's price.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, products } from '../../../api/db/schema';
import { OfferNumbersRefused, writeOfferNumbers } from '../../../api/catalog/offer-numbers';
import { basketLines } from '../../../api/basket/line-queries';
import { useTestDatabase } from '../../support/database';

describe('a size’s stock and prices', () => {
  const database = useTestDatabase();

  /** The first product with at least two sizes, its sizes in order. */
  async function twoSizes() {
    const { rows } = await database().pool.query<{ product_id: number; ids: number[] }>(
      `SELECT product_id, array_agg(id ORDER BY sort, id) AS ids FROM offers GROUP BY product_id HAVING count(*) >= 2 ORDER BY product_id LIMIT 1`,
    );
    const ids = rows[0]!.ids;
    return { productId: rows[0]!.product_id, small: ids[0]!, large: ids[1]!, others: ids.filter((id) => id !== ids[1]) };
  }
  const product = async (id: number) => (await database().db.select().from(products).where(eq(products.id, id)))[0]!;
  const offer = async (id: number) => (await database().db.select().from(offers).where(eq(offers.id, id)))[0]!;

  it('prices one size apart; the product’s own price stays its lowest size’s, and follows it', async () => {
    const { db } = database();
    const { productId, large, others } = await twoSizes();
    const was = await product(productId);
    const result = await db.transaction((tx) =>
      writeOfferNumbers(tx, [{ offerId: large, priceKopecks: was.priceKopecks + 10_000, oldPriceKopecks: null, stock: 7 }]),
    );
    expect(result.after).toMatchObject([{ id: large, priceKopecks: was.priceKopecks + 10_000, stock: 7, oldPriceKopecks: null }]);
    expect(result.before[0]!.priceKopecks).toBe(was.priceKopecks);
    expect((await product(productId)).priceKopecks).toBe(was.priceKopecks);

    await db.transaction((tx) =>
      writeOfferNumbers(
        tx,
        others.map((offerId) => ({ offerId, priceKopecks: was.priceKopecks + 20_000 })),
      ),
    );
    expect(await product(productId)).toMatchObject({ priceKopecks: was.priceKopecks + 10_000, oldPriceKopecks: null });
  });

  it('changes nothing when one change of many is wrong, and says each wrong one', async () => {
    const { db } = database();
    const { small, large } = await twoSizes();
    const before = [await offer(small), await offer(large)];
    const refused = await db
      .transaction((tx) =>
        writeOfferNumbers(tx, [
          { offerId: small, stock: 3 },
          { offerId: large, stock: -1 },
          { offerId: 999_999_999, stock: 1 },
          { offerId: small, oldPriceKopecks: 1 },
        ]),
      )
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OfferNumbersRefused);
    expect((refused as OfferNumbersRefused).problems).toEqual([
      { offerId: large, problem: 'Остаток не может быть отрицательным' },
      { offerId: 999_999_999, problem: 'Такого размера нет в каталоге' },
      { offerId: small, problem: 'Старая цена должна быть выше цены: она показывается зачёркнутой' },
    ]);
    expect([await offer(small), await offer(large)]).toEqual(before);
  });

  it('a basket line costs its size’s price', async () => {
    const { db, pool } = database();
    const { productId, large } = await twoSizes();
    const was = await product(productId);
    await db.transaction((tx) => writeOfferNumbers(tx, [{ offerId: large, priceKopecks: was.priceKopecks + 5_000, stock: 5 }]));
    const session = await pool.query<{ id: number }>(`INSERT INTO sessions (token_hash) VALUES ('offer-numbers') RETURNING id`);
    const { rows } = await pool.query<{ id: number }>(`INSERT INTO baskets (session_id) VALUES ($1) RETURNING id`, [session.rows[0]!.id]);
    await pool.query(`INSERT INTO basket_items (basket_id, offer_id, quantity) VALUES ($1, $2, 1)`, [rows[0]!.id, large]);
    const lines = await basketLines(db, rows[0]!.id);
    expect(lines.map((l) => l.priceKopecks)).toEqual([was.priceKopecks + 5_000]);
  });
});
