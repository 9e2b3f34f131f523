/**
 * Editing a placed order's lines until it ships (api/order/edit/, decision 048): each operation's
 * effect on stock, lines and money, the coupon weighed again, free delivery, the certificate part,
 * the money difference of a paid order, and the history row and notice it writes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponUsages, coupons } from '../../../api/db/schema';
import { changeStatus } from '../../../api/order/service';
import { giveCertificate } from '../certificate/certificate-fixture';
import {
  BY_MANAGER,
  certificateBalance,
  edit,
  editEventsOf,
  insertCoupon,
  lineOf,
  linesOf,
  orderRow,
  outboxOf,
  payOrder,
  placeOrder,
  stocksOf,
  useEditApi,
} from './order-edit-fixture';

const api = useEditApi();

/** Pickup costs 290 р. below 7 000 р. of goods (the seed's pickup method). */
const PICKUP = 29_000;

describe('an edit of an order’s lines', () => {
  it('sets a line’s quantity: the stock moves by the difference and the order is priced again', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [
      [shop.body62, 2],
      [shop.hat, 1],
    ]);
    const result = await edit(db, id, [{ op: 'quantity', lineId: await lineOf(db, id, shop.body62), quantity: 4 }]);
    expect((await stocksOf(db, [shop.body62]))[shop.body62]).toBe(6);
    expect(result.totals).toMatchObject({ goodsKopecks: 645_050, discountKopecks: 0, deliveryKopecks: PICKUP, totalKopecks: 674_050 });
    expect(await orderRow(db, id)).toMatchObject({ goodsKopecks: 645_050, totalKopecks: 674_050, status: 'new' });
    expect((await linesOf(db, id)).map((l) => [l.offerId, l.quantity])).toEqual([
      [shop.body62, 4],
      [shop.hat, 1],
    ]);
    // Unpaid: no money to move, the payment to come changes.
    expect(result).toMatchObject({ refundKopecks: 0, surchargeKopecks: 0, toPayBeforeKopecks: 374_050, toPayAfterKopecks: 674_050 });
  });

  it('swaps a size: the new size’s units are taken, the old one’s given back, the line and its price stay', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [[shop.body62, 2]]);
    const lineId = await lineOf(db, id, shop.body62);
    await edit(db, id, [{ op: 'size', lineId, offerId: shop.body68 }]);
    expect(await stocksOf(db, [shop.body62, shop.body68])).toEqual({ [shop.body62]: 10, [shop.body68]: 1 });
    const [line] = await linesOf(db, id);
    expect(line).toMatchObject({ id: lineId, offerId: shop.body68, size: '68', quantity: 2, priceKopecks: 150_000 });
    expect((await orderRow(db, id)).totalKopecks).toBe(300_000 + PICKUP);
  });

  it('removes a line and adds an offer at its price now, in one call', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [
      [shop.body62, 1],
      [shop.hat, 3],
    ]);
    const result = await edit(db, id, [
      { op: 'remove', lineId: await lineOf(db, id, shop.hat) },
      { op: 'add', offerId: shop.leto, quantity: 2 },
    ]);
    expect(await stocksOf(db, [shop.hat, shop.leto])).toEqual({ [shop.hat]: 20, [shop.leto]: 3 });
    expect(result.lines.map((l) => [l.offerId, l.quantity, l.priceKopecks])).toEqual([
      [shop.body62, 1, 150_000],
      [shop.leto, 2, 200_000],
    ]);
    expect(result.totals.totalKopecks).toBe(550_000 + PICKUP);
  });

  it('gains free delivery when the goods reach 7 000 р., and loses it when they fall below', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [[shop.body62, 4]]);
    const lineId = await lineOf(db, id, shop.body62);
    expect((await edit(db, id, [{ op: 'quantity', lineId, quantity: 5 }])).totals).toMatchObject({
      deliveryKopecks: 0,
      totalKopecks: 750_000,
    });
    expect((await edit(db, id, [{ op: 'quantity', lineId, quantity: 4 }])).totals).toMatchObject({
      deliveryKopecks: PICKUP,
      totalKopecks: 600_000 + PICKUP,
    });
  });

  it('keeps a coupon the edited goods still qualify for, with the discount they give now', async () => {
    const { app, db, fixture: shop } = api();
    await insertCoupon(db, 'MIN5000', 10, 500_000);
    const id = await placeOrder(app, db, shop, [[shop.body62, 4]], { coupon: 'MIN5000' });
    const result = await edit(db, id, [{ op: 'add', offerId: shop.hat, quantity: 2 }]);
    // 10 % of 6 901 р., rounded to the kopeck; the goods after it stay below the free-delivery threshold.
    expect(result.totals).toMatchObject({ goodsKopecks: 690_100, discountKopecks: 69_010, deliveryKopecks: PICKUP, couponCode: 'MIN5000' });
    expect(result.couponDropped).toBeNull();
    const shares = (await linesOf(db, id)).map((l) => l.discountKopecks);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(69_010);
  });

  it('drops a coupon the edited goods no longer qualify for, says why, and gives its use back', async () => {
    const { app, db, fixture: shop } = api();
    const couponId = await insertCoupon(db, 'MIN5000', 10, 500_000);
    const id = await placeOrder(app, db, shop, [[shop.body62, 4]], { coupon: 'MIN5000' });
    expect((await orderRow(db, id)).discountKopecks).toBe(60_000);
    const result = await edit(db, id, [{ op: 'quantity', lineId: await lineOf(db, id, shop.body62), quantity: 3 }]);
    expect(result.couponDropped?.code).toBe('MIN5000');
    expect(result.couponDropped?.reason).toMatch(/^Промокод «MIN5000» снят: промокод действует для заказа от 5\s000\sр\.$/u);
    expect(await orderRow(db, id)).toMatchObject({ couponId: null, couponCode: null, discountKopecks: 0, totalKopecks: 450_000 + PICKUP });
    expect((await linesOf(db, id)).map((l) => l.discountKopecks)).toEqual([0]);
    expect(await db.select().from(couponUsages).where(eq(couponUsages.orderId, id))).toEqual([]);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.usedCount).toBe(0);
    // The history row says so too.
    expect((await editEventsOf(db, id)).at(-1)?.note).toBe(result.couponDropped?.reason);
  });

  it('drops a coupon the shop has deleted since, saying so', async () => {
    const { app, db, fixture: shop } = api();
    const couponId = await insertCoupon(db, 'GONE', 10);
    const id = await placeOrder(app, db, shop, [[shop.body62, 2]], { coupon: 'GONE' });
    await db.delete(coupons).where(eq(coupons.id, couponId));
    const result = await edit(db, id, [{ op: 'quantity', lineId: await lineOf(db, id, shop.body62), quantity: 3 }]);
    expect(result.couponDropped).toEqual({ code: 'GONE', reason: 'Промокод «GONE» снят: его больше нет в магазине' });
    expect(await orderRow(db, id)).toMatchObject({ couponCode: null, discountKopecks: 0, totalKopecks: 450_000 + PICKUP });
  });

  it('shrinks the certificate part to a smaller sum, gives the rest back to the certificate, and a sum it covers is paid', async () => {
    const { app, db, fixture: shop } = api();
    const certificate = await giveCertificate(db, 100_000);
    const id = await placeOrder(
      app,
      db,
      shop,
      [
        [shop.body62, 1],
        [shop.hat, 1],
      ],
      { certificate: certificate.shown },
    );
    expect(await orderRow(db, id)).toMatchObject({ certificateKopecks: 100_000, totalKopecks: 224_050, status: 'new' });
    const result = await edit(db, id, [{ op: 'remove', lineId: await lineOf(db, id, shop.body62) }]);
    expect(result.totals).toMatchObject({ totalKopecks: 74_050, certificateKopecks: 74_050, toPayKopecks: 0 });
    expect(await certificateBalance(db, certificate.id)).toBe(25_950);
    // Nothing left to pay: paid, as placing these lines with this certificate would have made it.
    expect(await orderRow(db, id)).toMatchObject({ status: 'paid', certificateKopecks: 74_050 });
    expect(result).toMatchObject({ refundKopecks: 0, surchargeKopecks: 0, toPayBeforeKopecks: 124_050, toPayAfterKopecks: 0 });
    // Refunded before it left, it gives back what it still takes of the certificate: the rest, once.
    await db.transaction((tx) => changeStatus(tx, id, 'refunded', { actor: BY_MANAGER }));
    expect(await certificateBalance(db, certificate.id)).toBe(100_000);
  });

  it('keeps the certificate part when the sum grows: the shopper pays the rest', async () => {
    const { app, db, fixture: shop } = api();
    const certificate = await giveCertificate(db, 100_000);
    const id = await placeOrder(app, db, shop, [[shop.hat, 1]], { certificate: certificate.shown });
    const result = await edit(db, id, [{ op: 'add', offerId: shop.body62, quantity: 1 }]);
    expect(result.totals).toMatchObject({ totalKopecks: 224_050, certificateKopecks: 74_050, toPayKopecks: 150_000 });
    expect(await certificateBalance(db, certificate.id)).toBe(25_950);
  });

  it('says what to give back when a paid order costs less, and what to take when it costs more', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [
      [shop.body62, 2],
      [shop.hat, 1],
    ]);
    await payOrder(db, id);
    const lineId = await lineOf(db, id, shop.body62);
    expect(await edit(db, id, [{ op: 'quantity', lineId, quantity: 1 }])).toMatchObject({ refundKopecks: 150_000, surchargeKopecks: 0 });
    expect(await edit(db, id, [{ op: 'add', offerId: shop.leto, quantity: 1 }])).toMatchObject({
      refundKopecks: 0,
      surchargeKopecks: 200_000,
    });
    expect(await edit(db, id, [{ op: 'size', lineId, offerId: shop.body68 }])).toMatchObject({ refundKopecks: 0, surchargeKopecks: 0 });
    expect((await orderRow(db, id)).status).toBe('paid');
  });

  it('writes a history row with the lines before and after, and the buyer’s SMS to the outbox', async () => {
    const { app, db, fixture: shop } = api();
    const id = await placeOrder(app, db, shop, [[shop.body62, 2]]);
    const lineId = await lineOf(db, id, shop.body62);
    const result = await edit(db, id, [{ op: 'quantity', lineId, quantity: 1 }]);
    const event = (await editEventsOf(db, id)).at(-1)!;
    expect(event).toMatchObject({ id: result.eventId, kind: 'edit', fromStatus: 'new', toStatus: 'new', actorKind: 'staff', actorId: '7' });
    expect(event.details).toMatchObject({
      before: { lines: [{ lineId, quantity: 2 }], totalKopecks: 329_000 },
      after: { lines: [{ lineId, quantity: 1 }], totalKopecks: 179_000 },
    });
    const [sms] = await outboxOf(db, `order:${id}:edited:${result.eventId}:`);
    const { code } = await orderRow(db, id);
    expect(sms).toMatchObject({
      kind: 'sms',
      payload: { phone: '79161234567', text: `Хлопушки: состав заказа ${code} изменён, сумма — 1 790 р.` },
    });
  });
});
