/**
 * The notices of what staff do to an order (decision 026, 050): each status they set through the
 * back office — assembling, shipped with its tracking number, delivered, cancelled, refunded in
 * part and whole — writes its buyer's SMS and letter to the outbox once, however often it is asked
 * again, alone or in a batch; an edit of the lines writes its SMS once per edit, with the
 * difference. The shop's letters are for placed and paid orders only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { formatPrice, kopecksToRubles, plainSpaces } from '../../../shared/format/number';
import { orderItems, orders } from '../../../api/db/schema';
import { refusalMessage } from '../../support/envelope';
import { refundSettled } from '../payment/refund-fixture';
import { notices, useNoticesShop } from '../notices/notices-fixture';
import { checkoutBody, orderOf, shopperWith, type Target } from '../order/order-fixture';
import { memberAs, type Member } from './orders-fixture';

const shop = useNoticesShop();

/** A shopper's order, placed and (by SBP in the sandbox) paid unless told otherwise; answers its id and code. */
async function placed(app: Target, db: Db, pointId: number, offerId: number, { pay = true } = {}) {
  const buyer = await shopperWith(app, [[offerId, 2]]);
  const { CODE: code } = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId)));
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  if (pay) {
    expect((await buyer.get(`/api/order/getPaymentByOrderCode/${code}/`)).status).toBe(200);
    expect((await buyer.post(`/api/payment/sandbox/${code}/pay/`)).status).toBe(200);
  }
  return { id: row!.id, code };
}

/** The notices of one event of order `id`: each row's key (without the order's prefix) and, for the SMS, its text. */
async function noticesOf(db: Db, id: number, event: string) {
  const rows = (await notices(db)).filter((r) => r.eventKey === `order:${id}:${event}` || r.eventKey?.startsWith(`order:${id}:${event}:`));
  return rows
    .map((r) => [r.dedupeKey.replace(`order:${id}:`, ''), r.kind === 'sms' ? (r.payload as { text: string }).text : null] as const)
    .sort(([a], [b]) => a.localeCompare(b));
}

/** A status set by `who`, then asked again alone and in a batch (both refused): the answer of the first. */
async function setTwice(who: Member, id: number, body: { to: string; trackingNumber?: string }) {
  const first = await who.post(`/orders/${id}/status/`, body);
  expect(first.status, first.text).toBe(200);
  expect((await who.post(`/orders/${id}/status/`, body)).status).toBe(409);
  const batch = await who.post('/orders/status/', { ids: [id], ...body });
  expect(batch.body.data?.changed ?? [], batch.text).toEqual([]);
  return first;
}

describe('the notices of the statuses staff set', () => {
  it('assembling, shipped, delivered, refunded in part and whole: each event’s SMS and letter once', async () => {
    const { app, db, pointId, offer, startRunner } = await shop();
    const manager = await memberAs(app, db, 'manager');
    const { id, code } = await placed(app, db, pointId, offer('ox-body:62'));

    await setTwice(manager, id, { to: 'assembling' });
    expect(await noticesOf(db, id, 'assembling')).toEqual([
      ['assembling:buyer:email', null],
      ['assembling:buyer:sms', `Хлопушки: собираем заказ ${code}. Сообщим, когда отправим.`],
    ]);
    await setTwice(manager, id, { to: 'shipped', trackingNumber: 'PSK-12345678' });
    expect(await noticesOf(db, id, 'shipped')).toEqual([
      ['shipped:buyer:email', null],
      ['shipped:buyer:sms', `Хлопушки: заказ ${code} отправлен. Трек-номер: PSK-12345678`],
    ]);
    await setTwice(manager, id, { to: 'delivered' });
    expect(await noticesOf(db, id, 'delivered')).toEqual([
      ['delivered:buyer:email', null],
      ['delivered:buyer:sms', `Хлопушки: заказ ${code} доставлен. Спасибо за покупку!`],
    ]);

    // Refunds turn the status when the money is back: the runner asks the sandbox bank.
    await startRunner();
    const total = (await db.select().from(orders).where(eq(orders.id, id)))[0]!.totalKopecks;
    for (const amountKopecks of [50_000, 50_000]) {
      const refund = await manager.post(`/orders/${id}/refund/`, { amountKopecks, reason: 'Вернули боди' });
      expect(refund.status, refund.text).toBe(200);
      await refundSettled(db, refund.body.data.refundId);
    }
    // Two partial refunds, one status entered: one notice.
    expect(await noticesOf(db, id, 'partially_refunded')).toEqual([
      ['partially_refunded:buyer:email', null],
      ['partially_refunded:buyer:sms', `Хлопушки: вернули часть денег за заказ ${code}.`],
    ]);
    const rest = await manager.post(`/orders/${id}/refund/`, { amountKopecks: total - 100_000, reason: 'Вернули всё' });
    await refundSettled(db, rest.body.data.refundId);
    expect(await noticesOf(db, id, 'refunded')).toEqual([
      ['refunded:buyer:email', null],
      ['refunded:buyer:sms', `Хлопушки: вернули деньги за заказ ${code}.`],
    ]);
    // The shop hears of none of them (it made them).
    expect((await notices(db)).filter((r) => r.dedupeKey.startsWith(`order:${id}:`) && r.dedupeKey.includes(':shop:'))).toHaveLength(2);
  });

  it('cancelled: its SMS and letter once, however often staff cancel it again', async () => {
    const { app, db, pointId, offer } = await shop();
    const owner = await memberAs(app, db, 'owner');
    const { id, code } = await placed(app, db, pointId, offer('ox-hat:44'), { pay: false });
    await setTwice(owner, id, { to: 'cancelled' });
    expect(await noticesOf(db, id, 'cancelled')).toEqual([
      ['cancelled:buyer:email', null],
      ['cancelled:buyer:sms', `Хлопушки: заказ ${code} отменён.`],
    ]);
  });

  it('an edit of a paid order’s lines: one SMS per edit, with the sum and the difference to come back', async () => {
    const { app, db, pointId, offer } = await shop();
    const manager = await memberAs(app, db, 'manager');
    const { id, code } = await placed(app, db, pointId, offer('ox-body:62'));
    const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, id));
    const edit = await manager.post(`/orders/${id}/lines/`, { operations: [{ op: 'quantity', lineId: line!.id, quantity: 1 }] });
    expect(edit.status, edit.text).toBe(200);
    const { totalKopecks } = (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const sum = plainSpaces(formatPrice(kopecksToRubles(totalKopecks)));
    expect(await noticesOf(db, id, 'edited')).toEqual([
      [
        expect.stringMatching(/^edited:\d+:buyer:sms$/),
        `Хлопушки: состав заказа ${code} изменён, сумма — ${sum} Разницу 1 500 р. вернём на счёт, с которого вы платили.`,
      ],
    ]);
    // The same edit asked again (a second click) would change nothing: refused, and no SMS «состав изменён».
    const again = await manager.post(`/orders/${id}/lines/`, { operations: [{ op: 'quantity', lineId: line!.id, quantity: 1 }] });
    expect(refusalMessage(again, 409)).toBe('Состав заказа от этого не меняется: сохранять нечего');
    expect(await noticesOf(db, id, 'edited')).toHaveLength(1);
  });
});
