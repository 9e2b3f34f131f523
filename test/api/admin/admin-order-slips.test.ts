/**
 * Packing slips (decision 050): one HTML document for many orders, one slip a printed page, no
 * prices on a gift order, the phone as the shop writes phones, every typed value escaped; refusals
 * are still the envelope.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../api/db/schema';
import { useTestApi } from '../../support/database';
import { refusalMessage } from '../../support/envelope';
import { memberAs } from './orders-fixture';
import { insertAdminOrder } from './read-fixture';

const api = useTestApi();

describe('packing slips', () => {
  it('print two orders at once, one a page, the gift one without prices, typed text escaped', async () => {
    const { app, db } = api();
    const warehouse = await memberAs(app, db, 'warehouse');
    const plain = await insertAdminOrder(db, {
      name: 'Анна <b>Смирнова</b>',
      phone: '79037654321',
      lines: [{ productCode: 'body-62', name: 'Боди', quantity: 2, priceKopecks: 150_000 }],
    });
    const gift = await insertAdminOrder(db, { lines: [{ productCode: 'hat-44', name: 'Шапочка', quantity: 1, priceKopecks: 45_050 }] });
    await db.update(orders).set({ noPricesReceipt: true, giftWrap: true, cardMessage: 'С днём рождения!' }).where(eq(orders.id, gift.id));

    const res = await warehouse.get('/orders/slips/').query({ ids: `${plain.id},${gift.id}` });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/u);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const slips = res.text.split('<section class="slip">').slice(1);
    expect(slips).toHaveLength(2);
    expect(res.text).toContain('page-break-after: always');
    expect(slips[0]).toContain(`Заказ ${plain.code}`);
    expect(slips[0]).toContain('Анна &lt;b&gt;Смирнова&lt;/b&gt;');
    expect(slips[0]).toMatch(/3\u00a0000\u00a0р\./u);
    // The courier dials it from the slip: the shop's phone format (shared/format/phone.ts), not the stored digits.
    expect(slips[0]).toContain('Анна &lt;b&gt;Смирнова&lt;/b&gt;, +7 (903) 765-4321');
    expect(slips[0]).not.toContain('79037654321');
    expect(slips[1]).toContain(`Заказ ${gift.code}`);
    expect(slips[1]).toContain('С днём рождения!');
    expect(slips[1]).not.toMatch(/р\./u);
  });

  it('refuse an order that does not exist with the envelope', async () => {
    const { app, db } = api();
    const manager = await memberAs(app, db, 'manager');
    const res = await manager.get('/orders/slips/').query({ ids: '999999' });
    expect(refusalMessage(res, 404, 'missing')).toBe('Заказ №999999 не найден');
    expect(refusalMessage(await manager.get('/orders/slips/').query({ ids: '1,,2' }), 400, 'bad')).toMatch(/через запятую/u);
  });
});
