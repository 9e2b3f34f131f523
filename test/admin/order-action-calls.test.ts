/**
 * What the order screens ask of the data provider by name, against the real api: one order's status
 * and a batch (the refused ones named), a refund of a sum typed in rubles and what is left after it
 * as the page's record says, a line edit sent as one list of operations with the sizes the offers
 * call found, and the warehouse refused the money and the offers.
 */
import { describe, expect, it } from 'vitest';
import { editOperations, startDraft } from '../../admin/orders/edit-draft';
import { parseRubles } from '../../admin/orders/money';
import type { OrderRecord } from '../../admin/orders/types';
import { STAFF_ACCESS_REFUSALS } from '../../shared/contract/admin/roles';
import { payOrder, placeFor } from '../api/order/order-edit-fixture';
import { useAppAgainstApi } from './app-against-api';
import { ORDER_SHOP_ENV, orderShop, paidOrder } from './order-shop';

describe("the order actions through the app's data provider", () => {
  const made = useAppAgainstApi(ORDER_SHOP_ENV);

  async function signedIn(role: 'owner' | 'manager' | 'warehouse' = 'manager') {
    const { addStaff, signIn, database } = made();
    await signIn(await addStaff(role));
    return { ...made(), shop: await orderShop(database.db) };
  }
  const recordOf = async (id: number) => (await made().app.dataProvider.getOne<OrderRecord>('orders', { id })).data;

  it('packs, ships with a tracking number and hands over one order, each answer the page as it is after', async () => {
    const { app, database, shop, url } = await signedIn('warehouse');
    const placed = await placeFor(url, database.db, shop, [[shop.body62, 1]]);
    await payOrder(database.db, placed.id);
    const packing = await app.dataProvider.changeOrderStatus(placed.id, { to: 'assembling' });
    expect(packing).toMatchObject({ id: placed.id, order: { status: 'assembling' }, allowed: ['shipped'] });
    await expect(app.dataProvider.changeOrderStatus(placed.id, { to: 'shipped', trackingNumber: ' ' })).rejects.toMatchObject({
      status: 400,
      message: 'Укажите трек-номер отправления',
    });
    const shipped = await app.dataProvider.changeOrderStatus(placed.id, { to: 'shipped', trackingNumber: 'RA123456789RU' });
    expect(shipped).toMatchObject({ order: { status: 'shipped' }, delivery: { trackingNumber: 'RA123456789RU' }, allowed: ['delivered'] });
    expect(app.sent.at(-1)).toMatchObject({ method: 'POST', path: `/api/admin/orders/${placed.id}/status/`, csrf: expect.any(String) });
    expect(await app.dataProvider.changeOrderStatus(placed.id, { to: 'delivered' })).toMatchObject({
      order: { status: 'delivered' },
      allowed: [],
    });
  });

  it('changes a batch order by order and names the refused ones with the reason', async () => {
    const { app, database, shop, url } = await signedIn();
    const paid = await placeFor(url, database.db, shop, [[shop.hat, 1]]);
    await payOrder(database.db, paid.id);
    const waiting = await placeFor(url, database.db, shop, [[shop.hat, 1]]);
    const result = await app.dataProvider.changeOrdersStatus([paid.id, waiting.id], 'assembling');
    expect(result).toEqual({
      changed: [paid.id],
      refused: [{ id: waiting.id, message: 'Заказ ждёт оплаты по СБП: собрать и отправить его можно, когда он будет оплачен' }],
    });
    expect((await recordOf(paid.id)).order.status).toBe('assembling');
  });

  it('asks a refund of rubles as typed, and the record then says what is left to refund', async () => {
    const { app, database, shop, url } = await signedIn('owner');
    const order = await paidOrder(url, database.db, shop, [[shop.body62, 2]]);
    const before = await recordOf(order.id);
    expect(before.refundableKopecks).toBe(before.money.toPayKopecks);
    const asked = await app.dataProvider.refundOrder(order.id, { amountKopecks: parseRubles('1 000,50')!, reason: 'Вернули одно боди' });
    expect(asked).toMatchObject({ amountKopecks: 100_050, status: 'pending' });
    const after = await recordOf(order.id);
    expect(after.refunds).toEqual([
      { id: asked.refundId, amountKopecks: 100_050, status: 'pending', reason: 'Вернули одно боди', at: expect.any(String) },
    ]);
    expect(after.refundableKopecks).toBe(before.money.toPayKopecks - 100_050);
    await expect(app.dataProvider.refundOrder(order.id, { amountKopecks: after.refundableKopecks + 1, reason: 'x' })).rejects.toMatchObject(
      {
        status: 409,
        message: expect.stringMatching(/^Вернуть можно не больше/u),
      },
    );
  });

  it('sends a line edit once: a size found by the offers call, a quantity, an added line; a paid order lowered gets its refund', async () => {
    const { app, database, shop, url } = await signedIn();
    const order = await paidOrder(url, database.db, shop, [
      [shop.body62, 2],
      [shop.leto, 1],
    ]);
    const record = await recordOf(order.id);
    const body = record.lines.find((l) => l.offerId === shop.body62)!;
    const leto = record.lines.find((l) => l.offerId === shop.leto)!;
    const sizes = await app.dataProvider.findOffers({ productCode: body.productCode });
    expect(sizes.map((o) => [o.size, o.stock])).toEqual([
      ['62', 8],
      ['68', 3],
      ['74', 0],
    ]);
    const [hat] = await app.dataProvider.findOffers({ q: 'товар ox-hat' });
    let draft = startDraft(record.lines);
    draft = {
      ...draft,
      lines: { ...draft.lines, [body.id]: { ...draft.lines[body.id]!, offerId: sizes[1]!.id, size: '68', quantity: '1' } },
    };
    draft = { ...draft, lines: { ...draft.lines, [leto.id]: { ...draft.lines[leto.id]!, removed: true } } };
    draft = { ...draft, added: [{ offer: hat!, quantity: '2' }] };
    const { operations } = editOperations(record.lines, draft);
    const sentBefore = app.sent.length;
    const edited = await app.dataProvider.editOrderLines(order.id, operations!);
    expect(app.sent.length).toBe(sentBefore + 1);
    // 2 × 1 500 + 2 000 became 1 × 1 500 + 2 × 450,50: 2 599 р. back to the shopper.
    expect(edited).toMatchObject({ refundKopecks: 259_900, surchargeKopecks: 0, couponDropped: null });
    expect(edited.order.id).toBe(order.id);
    expect(edited.order.lines.map((l) => [l.size, l.quantity])).toEqual([
      ['68', 1],
      ['44', 2],
    ]);
    expect(edited.order.refunds.map((r) => [r.amountKopecks, r.status])).toEqual([[259_900, 'pending']]);
  });

  it('refuses the warehouse refunds, line edits and offers with the api’s Russian message', async () => {
    const { app, database, shop, url } = await signedIn('warehouse');
    const order = await paidOrder(url, database.db, shop, [[shop.hat, 1]]);
    const forbidden = { status: 403, message: STAFF_ACCESS_REFUSALS.forbidden.message };
    await expect(app.dataProvider.refundOrder(order.id, { amountKopecks: 100, reason: 'x' })).rejects.toMatchObject(forbidden);
    await expect(app.dataProvider.editOrderLines(order.id, [{ op: 'remove', lineId: 1 }])).rejects.toMatchObject(forbidden);
    await expect(app.dataProvider.findOffers({ q: 'боди' })).rejects.toMatchObject(forbidden);
  });
});
