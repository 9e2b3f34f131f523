/**
 * An order's back-office page (api/admin/orders/read-page.ts): every part the issue names is
 * there, read from what the shop wrote: lines, gift options, coupon, the certificate's part and the
 * certificates it bought, payments and receipts with their state, delivery, the shopper's contacts
 * and earlier orders, and the lifecycle's history.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOrderForStaff } from '../../../api/admin/orders/read-page';
import { readCustomerForStaff } from '../../../api/admin/customers/read-page';
import { certificateMovements, certificates, orders, outbox, payments } from '../../../api/db/schema';
import { changeStatus, staff } from '../../../api/order/service';
import { useTestDatabase } from '../../support/database';
import { giveCertificate } from '../certificate/certificate-fixture';
import { insertAdminOrder, minutesAgo } from './read-fixture';

describe("an order's back-office page", () => {
  const database = useTestDatabase();

  it('shows lines, gift options, coupon, certificate, payments, receipts, delivery, contacts, earlier orders and history', async () => {
    const { db } = database();
    const certificate = await giveCertificate(db, 100_000);
    const earlier = await insertAdminOrder(db, { phone: '79161234567', status: 'delivered', paid: true, placedAt: minutesAgo(600) });
    await insertAdminOrder(db, { phone: '79035550011', placedAt: minutesAgo(500) }); // another shopper's
    const order = await insertAdminOrder(db, {
      phone: '79161234567',
      email: 'anna@mail.ru',
      placedAt: minutesAgo(60),
      lines: [
        { productCode: 'body-62', name: 'Боди', quantity: 2, priceKopecks: 150_000 },
        { productCode: 'hat-1', name: 'Шапочка', quantity: 1, priceKopecks: 90_000 },
      ],
    });
    await db
      .update(orders)
      .set({
        giftWrap: true,
        cardMessage: 'С днём рождения!',
        couponCode: 'ЛЕТО10',
        discountKopecks: 39_000,
        totalKopecks: 351_000,
        certificateCode: certificate.code,
        certificateKopecks: 100_000,
      })
      .where(eq(orders.id, order.id));
    await db.update(certificates).set({ balanceKopecks: 0 }).where(eq(certificates.id, certificate.id));
    await db
      .insert(certificateMovements)
      .values({ certificateId: certificate.id, kind: 'spent', amountKopecks: -100_000, balanceAfterKopecks: 0, orderId: order.id });
    await db.insert(payments).values({
      orderId: order.id,
      provider: 'sandbox',
      externalId: 'pay-1',
      idempotenceKey: 'k-1',
      status: 'succeeded',
      amountKopecks: 251_000,
      paidAt: new Date(),
    });
    await db.transaction((tx) => changeStatus(tx, order.id, 'paid', { actor: staff('3'), note: 'оплачен' }));
    await db
      .insert(outbox)
      .values({ kind: 'receipt', dedupeKey: `receipt:${order.id}`, payload: { totalKopecks: 251_000 }, attempts: 1, sentAt: new Date() });

    const page = (await readOrderForStaff(db, order.id))!;
    expect(page.order).toMatchObject({ code: order.code, status: 'paid', phone: '79161234567', email: 'anna@mail.ru' });
    expect(page.lines.map((l) => [l.name, l.quantity, l.priceKopecks])).toEqual([
      ['Боди', 2, 150_000],
      ['Шапочка', 1, 90_000],
    ]);
    expect(page.money).toEqual({
      goodsKopecks: 390_000,
      discountKopecks: 39_000,
      deliveryKopecks: 0,
      totalKopecks: 351_000,
      certificateKopecks: 100_000,
      toPayKopecks: 251_000,
    });
    expect(page.gift).toEqual({ wrap: true, cardMessage: 'С днём рождения!', noPricesReceipt: false });
    expect(page.coupon).toEqual({ code: 'ЛЕТО10', discountKopecks: 39_000 });
    expect(page.certificate).toEqual({ code: certificate.code, kopecks: 100_000, balanceAfterKopecks: 0 });
    expect(page.payments).toEqual([expect.objectContaining({ externalId: 'pay-1', status: 'succeeded', amountKopecks: 251_000 })]);
    expect(page.receipts).toEqual([expect.objectContaining({ kind: 'prepayment', state: 'sent', totalKopecks: 251_000 })]);
    expect(page.delivery).toMatchObject({ method: 'courier', address: 'Москва, ул. Лесная, д. 1', pickupPoint: null });
    expect(page.shopper.earlierOrders.map((o) => o.code)).toEqual([earlier.code]);
    expect(page.events.map((e) => [e.fromStatus, e.toStatus, e.actorKind, e.note])).toEqual([['new', 'paid', 'staff', 'оплачен']]);

    // The shopper's page tells the certificate that paid part of this order.
    const shopper = (await readCustomerForStaff(db, { phone: '79161234567' }))!;
    expect(shopper.certificates.used).toEqual([{ code: certificate.code, orderCode: order.code, kopecks: 100_000 }]);

    const buyer = (await readOrderForStaff(db, certificate.orderId))!;
    expect(buyer.certificatesBought).toEqual([
      expect.objectContaining({ code: certificate.shown, nominalKopecks: 100_000, balanceKopecks: 0 }),
    ]);
  });

  it('answers null for an order that does not exist', async () => {
    expect(await readOrderForStaff(database().db, 999_999)).toBeNull();
  });
});
