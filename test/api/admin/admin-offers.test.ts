/**
 * GET /admin/offers/: the sizes staff pick from to swap a line's size or add a line (decision 048),
 * by search words or by one product's code; at most 20, on-sale products first, certificates never.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../../api/db/schema';
import { offerPickListSchema } from '../../../shared/contract/admin/offers';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { insertProduct } from '../../support/products';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { ORDER_FIXTURES } from '../order/order-fixture';
import { memberAs } from './orders-fixture';

const api = useTestApi({
  per: 'file',
  prepare: async ({ app, db }) => {
    const { offerIds, productIds } = await insertBasketFixtures(db, ORDER_FIXTURES);
    return { offerIds, productIds, manager: await memberAs(app, db, 'manager') };
  },
});

async function pick(query: Record<string, string>) {
  const res = await api().fixture.manager.get('/offers/').query(query);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, offerPickListSchema).items;
}

describe('the offers staff pick from', () => {
  it("answers every size of one product by its code, in the shop's order, with price, stock, colour and whether it is on sale", async () => {
    const { offerIds } = api().fixture;
    expect(await pick({ productCode: 'ox-body' })).toEqual(
      [
        ['62', 10],
        ['68', 3],
        ['74', 0],
      ].map(([size, stock]) => ({
        id: offerIds.get(`ox-body:${size}`),
        productCode: 'ox-body',
        name: 'Товар ox-body',
        colour: expect.any(String),
        size,
        priceKopecks: 150_000,
        stock,
        active: true,
      })),
    );
  });

  it('finds offers by words of the name, the colour or the code, every word matching, in any case', async () => {
    const codes = async (q: string) => [...new Set((await pick({ q })).map((o) => o.productCode))];
    expect(await codes('ТОВАР ox-hat')).toEqual(['ox-hat']);
    expect(await codes('товар ox-')).toEqual(['ox-body', 'ox-hat', 'ox-leto']);
    const [offer] = await pick({ q: 'ox-leto' });
    expect(await codes(`ox-leto ${offer!.colour}`)).toEqual(['ox-leto']);
    expect(await pick({ q: 'ox-hat несуществующее' })).toEqual([]);
  });

  it('answers at most 20, products on sale before those taken off sale', async () => {
    const { db, fixture } = api();
    await db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, fixture.productIds.get('ox-body')!));
    try {
      const all = await pick({ q: 'товар ox-' });
      expect(all.map((o) => [o.productCode, o.active])).toEqual([
        ['ox-hat', true],
        ['ox-leto', true],
        ['ox-body', false],
        ['ox-body', false],
        ['ox-body', false],
      ]);
      const many = await pick({ q: 'боди' });
      expect(many).toHaveLength(20);
    } finally {
      await db
        .update(products)
        .set({ active: true })
        .where(eq(products.id, fixture.productIds.get('ox-body')!));
    }
  });

  it('never offers a gift certificate, which an order edit refuses', async () => {
    const { db } = api();
    await insertProduct(db, {
      code: 'ox-certificate',
      name: 'Товар ox-certificate',
      kind: 'gift-certificate',
      sectionId: (await db.select({ id: products.sectionId }).from(products).limit(1))[0]!.id,
      colourCode: 'molochnyy',
      priceKopecks: 300_000,
      sizes: [['3000', 100]],
    });
    expect(await pick({ productCode: 'ox-certificate' })).toEqual([]);
    expect((await pick({ q: 'товар ox-' })).map((o) => o.productCode)).not.toContain('ox-certificate');
  });

  it('refuses a query with neither words nor a product code, too short words and a malformed code, in Russian', async () => {
    const { manager } = api().fixture;
    expect(refusalMessage(await manager.get('/offers/'), 400)).toBe('Наберите название или код товара');
    expect(refusalMessage(await manager.get('/offers/').query({ q: 'ox' }), 400)).toBe(
      'Поиск (q): наберите хотя бы 3 буквы или цифры подряд',
    );
    expect(refusalMessage(await manager.get('/offers/').query({ productCode: 'Боди 62' }), 400)).toBe(
      'Код товара (productCode): латинские буквы, цифры, - и _',
    );
  });
});
