/**
 * A parcel nobody collected comes back (issue 25): the order is «Возвращён в магазин», and staff
 * close it by what it took: paid on receipt, a cancel (its units back on the shelf); paid before,
 * a refund of its money (its units back too), never a cancel that would drop the money.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../api/db/schema';
import { changeStatus, staff } from '../../../api/order/service';
import { refusalMessage } from '../../support/envelope';
import { checkoutBody, confirmPhoneFor, orderOf, shopperWith, stockOf } from '../order/order-fixture';
import { orderRow } from '../order/order-edit-fixture';
import { memberAs, paidOrder } from '../admin/orders-fixture';
import { useShipmentApi } from './shipment-fixture';

const api = useShipmentApi();

/** An order handed over and brought back by the carrier (a verified webhook). */
async function returnedOrder(payment: 'sbp' | 'cash') {
  const { app, db, shop, carrier } = api();
  let placed: { id: number; code: string };
  if (payment === 'sbp') {
    // Paid through the sandbox bank, so that its payment may be refunded.
    placed = await paidOrder(app, db, shop, [[shop.body62, 2]]);
  } else {
    const shopper = await shopperWith(app, [[shop.body62, 2]]);
    await confirmPhoneFor(db, shopper, '+7 916 123-45-67');
    const order = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(shop.pointId, { payment: 'cash' })));
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, order.CODE));
    placed = { id: row!.id, code: order.CODE };
  }
  const manager = await memberAs(app, db, 'manager');
  expect((await manager.post(`/orders/${placed.id}/shipment/`)).status).toBe(200);
  carrier.move(placed.code, 'returned');
  const res = await request(app)
    .post('/api/delivery/notify/sandbox/')
    .send({ uuid: `uuid-${placed.code}`, state: 'returned' });
  expect(res.body.data.result).toBe('moved');
  expect((await orderRow(db, placed.id)).status).toBe('returned');
  return { ...placed, manager };
}

describe('an order brought back by the carrier', () => {
  it('paid on receipt, is cancelled by staff and its units go back on sale', async () => {
    const { app, db, shop } = api();
    const before = await stockOf(db, shop.body62);
    const order = await returnedOrder('cash');
    expect(await stockOf(db, shop.body62)).toBe(before - 2);
    expect((await order.manager.get(`/orders/${order.id}/`)).body.data.allowed).toEqual(['cancelled']);
    // The warehouse packs and ships; closing an order is the manager's.
    const warehouse = await memberAs(app, db, 'warehouse');
    expect((await warehouse.post(`/orders/${order.id}/status/`, { to: 'cancelled' })).status).toBe(403);
    const res = await order.manager.post(`/orders/${order.id}/status/`, { to: 'cancelled' });
    expect(res.status, res.text).toBe(200);
    expect(await stockOf(db, shop.body62)).toBe(before);
  });

  it('paid, is not cancelled but refunded, and its units go back on sale', async () => {
    const { db, shop } = api();
    const before = await stockOf(db, shop.body62);
    const order = await returnedOrder('sbp');
    const page = (await order.manager.get(`/orders/${order.id}/`)).body.data;
    expect(page.allowed).toEqual([]);
    expect(page.refundableKopecks).toBe((await orderRow(db, order.id)).totalKopecks);
    const cancel = await order.manager.post(`/orders/${order.id}/status/`, { to: 'cancelled' });
    expect(refusalMessage(cancel, 409)).toBe('Заказ оплачен: вернувшийся заказ закрывается возвратом денег, а не отменой');
    const refund = await order.manager.post(`/orders/${order.id}/refund/`, { amountKopecks: page.refundableKopecks, reason: 'Не забрали' });
    expect(refund.status, refund.text).toBe(200);
    // The acquirer's word that the money is back turns it refunded (refund-settle.ts): the units come back then.
    await db.transaction((tx) => changeStatus(tx, order.id, 'refunded', { actor: staff() }));
    expect(await stockOf(db, shop.body62)).toBe(before);
  });
});
