/**
 * The stock watch (issue 24): offers with none left or at most their threshold, for every role;
 * the threshold set per offer, audited, bad input refused in Russian.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, offers } from '../../../api/db/schema';
import { productDataSchema } from '../../../shared/contract/admin/products';
import { stockWatchSchema } from '../../../shared/contract/admin/stock-watch';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { ORDER_FIXTURES } from '../order/order-fixture';
import { memberAs } from './orders-fixture';

const api = useTestApi({ prepare: async ({ db }) => insertBasketFixtures(db, ORDER_FIXTURES) });

describe('the stock watch', () => {
  it('lists offers out of stock, then those at or below their threshold, for the warehouse too', async () => {
    const { offerIds } = api().fixture;
    const warehouse = await memberAs(api().app, api().db, 'warehouse');
    const watched = async () =>
      expectEnvelope(await warehouse.get('/stock-watch/').expect(200), stockWatchSchema).items.filter((i) =>
        i.productCode.startsWith('ox-'),
      );
    // ox-body: 62 → 10, 68 → 3, 74 → 0.
    expect((await watched()).filter((i) => i.productCode === 'ox-body').map((i) => [i.size, i.stock])).toEqual([['74', 0]]);

    const res = await warehouse.post(`/stock-watch/${offerIds.get('ox-body:68')}/threshold/`, { threshold: 3 });
    expect(res.status, res.text).toBe(200);
    expect((await watched()).filter((i) => i.productCode === 'ox-body').map((i) => [i.size, i.stock, i.threshold])).toEqual([
      ['74', 0, null],
      ['68', 3, 3],
    ]);
    const [row] = await api()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.object, 'offer'), eq(auditLog.objectId, String(offerIds.get('ox-body:68')))));
    expect(row).toMatchObject({
      action: 'offer.low-stock-threshold',
      staffId: warehouse.id,
      before: { threshold: null },
      after: { threshold: 3 },
    });
  });

  it("links each row to its product, whose page shows each size's threshold where staff edit the sizes", async () => {
    const { offerIds } = api().fixture;
    const owner = await memberAs(api().app, api().db, 'owner');
    await owner.post(`/stock-watch/${offerIds.get('ox-body:68')}/threshold/`, { threshold: 4 }).expect(200);
    const [offer] = await api()
      .db.select()
      .from(offers)
      .where(eq(offers.id, offerIds.get('ox-body:68')!));
    const items = expectEnvelope(await owner.get('/stock-watch/').expect(200), stockWatchSchema).items;
    expect(items.find((i) => i.offerId === offer!.id)).toMatchObject({ productId: offer!.productId, size: '68', threshold: 4 });

    const { product } = expectEnvelope(await owner.get(`/products/${offer!.productId}/`).expect(200), productDataSchema);
    expect(product.sizes.map((s) => [s.size, s.threshold])).toEqual([
      ['62', null],
      ['68', 4],
      ['74', null],
    ]);
  });

  it('refuses a threshold that is not a whole number of 0 or more, changing nothing', async () => {
    const { offerIds } = api().fixture;
    const owner = await memberAs(api().app, api().db, 'owner');
    const id = offerIds.get('ox-body:62')!;
    for (const [threshold, message] of [
      [-1, 'Порог остатка: не меньше 0'],
      [2.5, 'Порог остатка: целое число штук'],
      ['пять', 'Порог остатка: ожидается число штук или пусто'],
    ] as const) {
      expect(refusalMessage(await owner.post(`/stock-watch/${id}/threshold/`, { threshold }), 400)).toBe(message);
    }
    expect(refusalMessage(await owner.post('/stock-watch/999999/threshold/', { threshold: 1 }), 404)).toBe('Размер товара не найден');
    const [offer] = await api().db.select().from(offers).where(eq(offers.id, id));
    expect(offer!.lowStockThreshold).toBeNull();
    expect(await api().db.$count(auditLog)).toBe(0);
  });
});
