import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../api/db/schema';
import { cancelOrder, markOrderShipped } from '../../api/order/service';
import { paySbp, readOrder } from './certificate-fixture';
import { sleep } from './jobs-fixture';
import { allDelivered, notices, useNotifyShop } from './notify-fixture';
import { checkoutBody, orderOf, shopperWith } from './order-fixture';

const orderId = async (db: Parameters<typeof notices>[0], code: string) =>
  (await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code)))[0]!.id;

describe('order notices by e-mail and SMS', () => {
  const shop = useNotifyShop();

  it('tells the buyer and the shop of an order placed and paid, each letter once, with two runners racing', async () => {
    const { app, db, smtp, pointId, offer, startRunner } = await shop();
    await Promise.all([startRunner(), startRunner()]);
    const buyer = await shopperWith(app, [
      [offer('ox-body:62'), 2],
      [offer('ox-hat:44'), 1],
    ]);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(pointId)));
    await paySbp(buyer, placed.CODE);
    // The bank says it again: the order is paid once, so its notices exist once.
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, await orderId(db, placed.CODE)));
    const again = await buyer.post('/api/payment/notify/sandbox/').send({ paymentId: payment!.externalId, status: 'succeeded' });
    expect(again.status).toBe(200);
    await allDelivered(db);
    await sleep(300);

    const letters = smtp.received.map((m) => `${m.to} ${m.subject}`).sort();
    expect(letters).toEqual([
      `anna@example.ru Заказ ${placed.CODE} оплачен — Хлопушки`,
      `anna@example.ru Заказ ${placed.CODE} оформлен — Хлопушки`,
      `orders@hlopushki.test Заказ ${placed.CODE} оплачен`,
      `orders@hlopushki.test Новый заказ ${placed.CODE} на 3 740,5 р.`,
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
    expect(confirmation.text).toContain('2 шт. × 1 500 р. = 3 000 р.');
    expect(confirmation.text).toContain('Итого: 3 740,5 р.');
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
      `Хлопушки: заказ ${placed.CODE} на 3 740,5 р. оформлен. Ждём оплату по СБП.`,
      `Хлопушки: заказ ${placed.CODE} оплачен, спасибо! Сообщим, когда отправим.`,
    ]);
  });
});
