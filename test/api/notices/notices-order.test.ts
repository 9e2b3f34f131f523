import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../../api/db/schema';
import { cancelOrder } from '../../../api/order/service';
import { shipOrder } from '../../support/ship';
import { paySbp, readOrder } from '../certificate/certificate-fixture';
import { outboxJobsSettled } from '../jobs/jobs-fixture';
import { allDelivered, notices, useNoticesShop } from './notices-fixture';
import { BY_STAFF, checkoutBody, confirmPhoneFor, orderOf, shopperWith, UNPAID_JOB } from '../order/order-fixture';

const orderId = async (db: Parameters<typeof notices>[0], code: string) =>
  (await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code)))[0]!.id;

describe('order notices by e-mail and SMS', () => {
  const shop = useNoticesShop();

  it('tells the buyer and the shop of an order placed and paid, each letter once, with two runners racing', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    await Promise.all([startRunner(), startRunner()]);
    const buyer = await shopperWith(app, [
      [offer('ox-body:62'), 2],
      [offer('ox-hat:44'), 1],
    ]);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId)));
    // The «placed» letter is written when it goes: paid by then, it would say so (decision 026).
    await allDelivered(db);
    await paySbp(buyer, placed.CODE);
    // The bank says it again: the order is paid once, so its notices exist once.
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, await orderId(db, placed.CODE)));
    const again = await buyer.post('/api/payment/notify/sandbox/').send({ paymentId: payment!.externalId, status: 'succeeded' });
    expect(again.status).toBe(200);
    await allDelivered(db);
    // No job left to run: a letter sent twice by the racing runners would be here by now.
    await outboxJobsSettled(db);

    const letters = smtp.received.map((m) => `${m.to} ${m.subject}`).sort();
    expect(letters).toEqual([
      `anna@example.ru Заказ ${placed.CODE} оплачен — Хлопушки`,
      `anna@example.ru Заказ ${placed.CODE} оформлен — Хлопушки`,
      `orders@hlopushki.test Заказ ${placed.CODE} оплачен`,
      `orders@hlopushki.test Новый заказ ${placed.CODE} на 3\u00a0740,50\u00a0р.`,
    ]);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(4);
    const id = await orderId(db, placed.CODE);
    const rows = await notices(db);
    expect(rows.map((r) => r.dedupeKey)).toEqual(
      ['placed', 'paid'].flatMap((event) => ['buyer:sms', 'buyer:email', 'shop:email'].map((to) => `order:${id}:${event}:${to}`)),
    );
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);

    const confirmation = smtp.received.find((m) => m.subject.includes('оформлен'))!;
    expect(confirmation.from).toBe('"Хлопушки" <noreply@localhost>');
    expect(confirmation.messageId).toMatch(new RegExp(`^<order-${placed.CODE}\\.placed\\.buyer\\.\\d+@localhost>$`));
    expect(confirmation.text).toContain('Здравствуйте, Анна Петрова!');
    expect(confirmation.text).toContain(`Мы получили заказ ${placed.CODE}`);
    expect(confirmation.text).toContain('2 шт. × 1\u00a0500\u00a0р. = 3\u00a0000\u00a0р.');
    expect(confirmation.text).toContain('Итого: 3\u00a0740,50\u00a0р.');
    expect(confirmation.text).toContain('Оплата: по СБП, ожидает оплаты');
    expect(confirmation.text).toContain(`http://localhost:3000/personal/orders/${placed.CODE}/`);
    // The footer: the shop's name, contacts and requisites, as the site's footer shows them.
    for (const line of ['ООО «Хлопушки»', 'ИНН 7700000000', 'ОГРН 1000000000000']) {
      expect(confirmation.text).toContain(line);
      expect(confirmation.html).toContain(line);
    }
    expect(confirmation.html).toContain('Здравствуйте, Анна Петрова!');
    const toShop = smtp.received.find((m) => m.subject.startsWith('Новый заказ'))!;
    expect(toShop.text).toContain('Покупатель: Анна Петрова');
    expect(toShop.text).toContain('Телефон: +7 (916) 123-4567');

    const sms = rows.filter((r) => r.kind === 'sms').map((r) => (r.payload as { text: string }).text);
    expect(sms).toEqual([
      `Хлопушки: заказ ${placed.CODE} на 3 740,50 р. оформлен. Ждём оплату по СБП.`,
      `Хлопушки: заказ ${placed.CODE} оплачен, спасибо! Сообщим, когда отправим.`,
    ]);
  });

  it("leaves every price out of the buyer's letter and SMS of a gift with «чек без цен», not out of the shop's", async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    await startRunner();
    const buyer = await shopperWith(app, [[offer('ox-body:62'), 1]]);
    const gift = await buyer.get('/api/basket/setGift/').query({ wrap: 'Y', message: 'С днём рождения, <Маша>!', noPrices: 'Y' });
    expect(gift.status).toBe(200);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    await allDelivered(db);

    const toBuyer = smtp.received.find((m) => m.to === 'anna@example.ru')!;
    for (const part of [toBuyer.text, toBuyer.html]) {
      expect(part).not.toMatch(/\d\sр\./);
      expect(part).toContain('1 шт.');
      expect(part).toContain('чек без цен');
    }
    expect(toBuyer.text).toContain('открытка: «С днём рождения, <Маша>!»');
    // Typed by a shopper: escaped in the HTML part, never markup.
    expect(toBuyer.html).toContain('С днём рождения, &lt;Маша&gt;!');
    const toShop = smtp.received.find((m) => m.to === 'orders@hlopushki.test')!;
    expect(toShop.text).toContain('1 шт. × 1\u00a0500\u00a0р. = 1\u00a0500\u00a0р.');
    expect(toShop.text).toContain('чек без цен');
    const [sms] = (await notices(db)).filter((r) => r.kind === 'sms');
    expect((sms!.payload as { text: string }).text).toBe(`Хлопушки: заказ ${placed.CODE} оформлен. Оплата при получении.`);
  });

  it('tells the buyer the tracking number of a shipped order, once, and its page shows it', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    await startRunner();
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, buyer, checkoutBody(pointId).phone);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    const id = await orderId(db, placed.CODE);
    expect(await shipOrder(db, id, 'PSK-12345678')).toBe('shipped');
    expect(await shipOrder(db, id, 'PSK-99999999')).toBe('refused: shipped');
    await allDelivered(db);

    const page = await readOrder(buyer, placed.CODE);
    expect(page).toMatchObject({ STATUS: 'shipped', STATUS_NAME: 'Отправлен', TRACKING_NUMBER: 'PSK-12345678' });
    const shipped = smtp.received.filter((m) => m.subject.includes('отправлен'));
    expect(shipped.map((m) => m.to)).toEqual(['anna@example.ru']);
    expect(shipped[0]!.text).toContain('Трек-номер: PSK-12345678');
    const sms = (await notices(db)).filter((r) => r.kind === 'sms').map((r) => (r.payload as { text: string }).text);
    expect(sms).toContain(`Хлопушки: заказ ${placed.CODE} отправлен. Трек-номер: PSK-12345678`);
    expect(sms).toHaveLength(2);
  });

  it('ships no SBP order still waiting for its money, and cancels no shipped one', async () => {
    const { app, db, pointId, offer } = await shop();
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    const waiting = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId)));
    expect(await shipOrder(db, await orderId(db, waiting.CODE), 'PSK-1234')).toBe('refused: new');
    expect(await shipOrder(db, 987_654, 'PSK-1234')).toBe('refused: null');

    const other = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    await confirmPhoneFor(db, other, checkoutBody(pointId).phone);
    const cash = orderOf(await other.post('/api/order/checkout/').send(checkoutBody(pointId, { payment: 'cash' })));
    expect(await shipOrder(db, await orderId(db, cash.CODE), 'PSK-1234')).toBe('shipped');
    expect(await cancelOrder(db, await orderId(db, cash.CODE), BY_STAFF)).toBe('shipped');
  });

  it('tells the buyer, not the shop, of a cancelled order, once however often it is cancelled', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    await startRunner();
    const buyer = await shopperWith(app, [[offer('ox-hat:44'), 1]]);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId)));
    const id = await orderId(db, placed.CODE);
    // The unpaid-order job's cancel, racing a second one.
    expect(await Promise.all([cancelOrder(db, id, UNPAID_JOB), cancelOrder(db, id, UNPAID_JOB)])).toEqual(
      expect.arrayContaining(['cancelled', 'already_cancelled']),
    );
    await allDelivered(db);

    const cancelled = smtp.received.filter((m) => m.subject.includes('отменён'));
    expect(cancelled.map((m) => m.to)).toEqual(['anna@example.ru']);
    expect(cancelled[0]!.text).toContain(`Заказ ${placed.CODE} отменён: не оплачен вовремя.`);
    const rows = (await notices(db)).filter((r) => r.dedupeKey.includes(':cancelled:'));
    expect((rows[0]!.payload as { text: string }).text).toBe(
      `Хлопушки: заказ ${placed.CODE} отменён: не оплачен вовремя. Товары вернулись в продажу.`,
    );
    const keys = rows.map((r) => r.dedupeKey);
    expect(keys).toEqual([`order:${id}:cancelled:buyer:sms`, `order:${id}:cancelled:buyer:email`]);
  });
});
