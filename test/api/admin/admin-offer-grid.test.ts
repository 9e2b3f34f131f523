/**
 * The stock and price grid (issue 24): offers listed (search, section, only those none are left of;
 * keyset), many changes saved at once through the one write of offers' numbers, each changed
 * offer in the audit log; a refusal changes nothing and names each row; the warehouse changes stock
 * but not prices; the storefront's product page shows a size's new price.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditLog, offers, products, sections } from '../../../api/db/schema';
import {
  OFFER_GRID_MESSAGES,
  offerGridListSchema,
  offerGridSavedSchema,
  type OfferGridItem,
} from '../../../shared/contract/admin/offer-grid';
import { productDataSchema } from '../../../shared/contract/admin/products';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { newProduct } from './catalogue-fixture';
import { memberAs } from './orders-fixture';

const api = useTestApi({
  prepare: async (test) => {
    const [section] = await test.db
      .select({ id: sections.id })
      .from(sections)
      .where(gt(sections.depth, 1))
      .orderBy(asc(sections.id))
      .limit(1);
    const manager = await memberAs(test.app, test.db, 'manager');
    const made = async (code: string) => {
      const res = await manager.post('/products/', newProduct(section!.id, code));
      expect(res.status, res.text).toBe(200);
      return expectEnvelope(res, productDataSchema).product;
    };
    return {
      sectionId: section!.id,
      manager,
      warehouse: await memberAs(test.app, test.db, 'warehouse'),
      first: await made('t-grid-one'),
      second: await made('t-grid-two'),
    };
  },
});

const fx = () => api().fixture;

async function grid(query: string): Promise<{ items: OfferGridItem[]; next: string | null }> {
  const res = await fx().manager.get(`/offer-grid/?${query}`);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, offerGridListSchema);
}

const offerRows = (ids: number[]) => api().db.select().from(offers).where(inArray(offers.id, ids)).orderBy(asc(offers.id));
const gridAudit = (ids: number[]) =>
  api()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'offer.numbers'), inArray(auditLog.objectId, ids.map(String))))
    .orderBy(asc(auditLog.id));
const fields = (res: { body: unknown }) =>
  (res.body as { errors: { message: string; customData?: { field?: string } }[] }).errors.map((e) => [e.customData?.field, e.message]);

describe('the stock and price grid', () => {
  it('lists offers with their product, found by words, section and «только без остатка», page by page', async () => {
    const { first, second, sectionId } = fx();
    const found = await grid('q=t-grid');
    expect(found.items.map((o) => [o.productCode, o.size, o.stock, o.priceKopecks])).toEqual([
      ['t-grid-two', '62', 5, 129_000],
      ['t-grid-two', '68', 2, 129_000],
      ['t-grid-one', '62', 5, 129_000],
      ['t-grid-one', '68', 2, 129_000],
    ]);
    expect(found.items[0]).toMatchObject({
      name: 'Боди тестовое молочное',
      colour: expect.any(String),
      oldPriceKopecks: null,
      active: true,
    });
    const pageOne = await grid('q=t-grid&limit=3');
    expect(pageOne.items).toHaveLength(3);
    const pageTwo = await grid(`q=t-grid&limit=3&after=${pageOne.next}`);
    expect(pageTwo.items.map((o) => o.id)).toEqual([found.items[3]!.id]);
    expect(pageTwo.next).toBeNull();
    expect((await grid(`q=t-grid&section=${sectionId}`)).items).toHaveLength(4);
    expect((await grid(`q=t-grid&section=${sectionId + 100_000}`)).items).toEqual([]);

    const res = await fx().manager.post('/offer-grid/', { changes: [{ offerId: first.sizes[1]!.id, stock: 0 }] });
    expect(res.status, res.text).toBe(200);
    expect((await grid('q=t-grid&empty=yes')).items.map((o) => o.id)).toEqual([first.sizes[1]!.id]);
    expect(second.sizes).toHaveLength(2);
  });

  it('saves many changes at once, refreshes the product price to its lowest size, records each changed offer', async () => {
    const { first, second } = fx();
    const [a, b] = first.sizes;
    const [c] = second.sizes;
    const res = await fx().manager.post('/offer-grid/', {
      changes: [
        { offerId: a!.id, priceKopecks: 119_000, oldPriceKopecks: 149_000 },
        { offerId: b!.id, stock: 9, priceKopecks: 139_000 },
        { offerId: c!.id, stock: 7 },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const saved = expectEnvelope(res, offerGridSavedSchema).items;
    expect(saved.map((o) => [o.id, o.stock, o.priceKopecks, o.oldPriceKopecks])).toEqual(
      expect.arrayContaining([
        [a!.id, a!.stock, 119_000, 149_000],
        [b!.id, 9, 139_000, null],
        [c!.id, 7, 129_000, null],
      ]),
    );
    const [product] = await api().db.select().from(products).where(eq(products.id, first.id));
    expect([product!.priceKopecks, product!.oldPriceKopecks]).toEqual([119_000, 149_000]);

    const audit = await gridAudit([a!.id, b!.id, c!.id]);
    const mine = audit.filter((row) => row.staffId === fx().manager.id);
    expect(mine.map((row) => [row.objectId, row.before, row.after])).toEqual(
      expect.arrayContaining([
        [
          String(a!.id),
          { productCode: 't-grid-one', size: '62', priceKopecks: 129_000, oldPriceKopecks: null },
          { productCode: 't-grid-one', size: '62', priceKopecks: 119_000, oldPriceKopecks: 149_000 },
        ],
        [String(c!.id), { productCode: 't-grid-two', size: '62', stock: 5 }, { productCode: 't-grid-two', size: '62', stock: 7 }],
      ]),
    );
    expect(mine.every((row) => row.object === 'offer')).toBe(true);
  });

  it('refuses a save with wrong rows whole: nothing changes, and each wrong row is named with its problem', async () => {
    const { first, second } = fx();
    const ids = [first.sizes[0]!.id, first.sizes[1]!.id, second.sizes[1]!.id];
    const before = await offerRows(ids);
    const auditBefore = (await gridAudit(ids)).length;
    const res = await fx().manager.post('/offer-grid/', {
      changes: [
        { offerId: ids[2], stock: 1 },
        { offerId: ids[0], oldPriceKopecks: 1_000 },
        { offerId: ids[1], stock: 3 },
        { offerId: 2_000_000_000, stock: 1 },
      ],
    });
    expect(refusalMessage(res, 400)).toBe(OFFER_GRID_MESSAGES.refused);
    expect(fields(res)).toEqual([
      ['changes', OFFER_GRID_MESSAGES.refused],
      ['changes.1', expect.stringMatching(/^Боди тестовое молочное \(t-grid-one\), размер 62: Старая цена должна быть выше цены/)],
      ['changes.3', 'Размер № 2000000000: Такого размера нет в каталоге'],
    ]);
    expect(await offerRows(ids)).toEqual(before);
    expect(await gridAudit(ids)).toHaveLength(auditBefore);

    const malformed = await fx().manager.post('/offer-grid/', { changes: [{ offerId: ids[0], stock: -1 }] });
    expect(refusalMessage(malformed, 400)).toContain('Остаток');
    expect(refusalMessage(await fx().manager.post('/offer-grid/', { changes: [] }), 400)).toContain('Нет изменений');
    const tooMany = Array.from({ length: 501 }, () => ({ offerId: ids[0], stock: 1 }));
    expect(refusalMessage(await fx().manager.post('/offer-grid/', { changes: tooMany }), 400)).toContain('500');
  });

  it('lets the warehouse change stock but refuses its price changes, naming each, and changes nothing', async () => {
    const { first } = fx();
    const [a, b] = first.sizes;
    const before = await offerRows([a!.id, b!.id]);
    const priced = await fx().warehouse.post('/offer-grid/', {
      changes: [
        { offerId: a!.id, stock: 4 },
        { offerId: b!.id, priceKopecks: 99_00 },
      ],
    });
    expect(refusalMessage(priced, 403)).toBe(OFFER_GRID_MESSAGES.warehousePrice);
    expect(fields(priced)).toEqual([
      ['changes', OFFER_GRID_MESSAGES.warehousePrice],
      ['changes.1', OFFER_GRID_MESSAGES.warehousePrice],
    ]);
    expect(await offerRows([a!.id, b!.id])).toEqual(before);

    const stocked = await fx().warehouse.post('/offer-grid/', { changes: [{ offerId: a!.id, stock: 4 }] });
    expect(stocked.status, stocked.text).toBe(200);
    expect((await offerRows([a!.id]))[0]!.stock).toBe(4);
    const [row] = (await gridAudit([a!.id])).filter((r) => r.staffId === fx().warehouse.id);
    expect(row).toMatchObject({ before: { stock: before[0]!.stock }, after: { stock: 4 } });
    expect((await fx().warehouse.get('/offer-grid/?q=t-grid')).status).toBe(200);
  });

  it("shows a size's new price on the storefront's product page within the freshness check", async () => {
    const { second } = fx();
    const [, big] = second.sizes;
    const detail = async () => (await request(api().app).get('/api/catalog/t-grid-two/detail/')).body.data;
    // Read once so that whatever the api keeps holds the page before the edit.
    expect((await detail()).OFFERS.find((o: { ID: number }) => o.ID === big!.id)).toMatchObject({ PRICE: 1290, OLD_PRICE: null });
    const res = await fx().manager.post('/offer-grid/', {
      changes: [{ offerId: big!.id, priceKopecks: 154_900, oldPriceKopecks: 169_900 }],
    });
    expect(res.status, res.text).toBe(200);
    const start = Date.now();
    let shown = await detail();
    while (shown.OFFERS.find((o: { ID: number }) => o.ID === big!.id).PRICE !== 1549 && Date.now() - start < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shown = await detail();
    }
    expect(Date.now() - start).toBeLessThan(5_000);
    expect(shown.OFFERS.find((o: { ID: number }) => o.ID === big!.id)).toMatchObject({ PRICE: 1549, OLD_PRICE: 1699 });
    // The other size still costs less: the product and its card keep the lowest, and say «от».
    expect(shown.PRICE).toBe(1290);
    expect(shown.PRICE_FROM).toBe(true);
  });

  it("tells the product form its sizes cost differently, and a save of the form that left the price keeps the sizes' prices", async () => {
    const { second } = fx();
    const read = async () => expectEnvelope(await fx().manager.get(`/products/${second.id}/`), productDataSchema).product;
    expect((await read()).pricesDiffer).toBe(false);
    const priced = await fx().manager.post('/offer-grid/', { changes: [{ offerId: second.sizes[1]!.id, priceKopecks: 149_000 }] });
    expect(priced.status, priced.text).toBe(200);
    expect((await read()).pricesDiffer).toBe(true);
    const kept = await offerRows(second.sizes.map((s) => s.id));
    const form = await read();
    const res = await fx().manager.post(`/products/${second.id}/`, {
      name: 'Боди тестовое, новое имя',
      priceKopecks: form.priceKopecks,
      oldPriceKopecks: form.oldPriceKopecks,
    });
    expect(res.status, res.text).toBe(200);
    expect((await offerRows(second.sizes.map((s) => s.id))).map((o) => [o.priceKopecks, o.oldPriceKopecks])).toEqual(
      kept.map((o) => [o.priceKopecks, o.oldPriceKopecks]),
    );
    expect((await read()).pricesDiffer).toBe(true);
  });
});
