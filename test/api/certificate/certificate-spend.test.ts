import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, outbox, payments } from '../../../api/db/schema';
import { cancelOrder } from '../../../api/order/service';
import { paymentDataSchema } from '../../../shared/contract/payment';
import { expectEnvelope, refusedField } from '../../support/envelope';
import {
  certificateRow,
  giveCertificate,
  movementsOf,
  orderRow,
  paySbp,
  placeWith,
  readOrder,
  useCertificateApi,
} from './certificate-fixture';
import { BY_STAFF, checkoutBody, confirmPhoneFor, draftOf, errorOf, orderOf, shopperWith, stockOf } from '../order/order-fixture';

const api = useCertificateApi();
const shop = () => api().fixture;
/** A shopper with 600 р. of goods in the basket. */
const buyerOf600 = () => shopperWith(api().app, [[shop().body, 1]]);
/** The same, ordering on receipt: the browser confirmed the checkout's phone first, as the checkout asks. */
async function onReceiptBuyerOf600() {
  const buyer = await buyerOf600();
  await confirmPhoneFor(api().db, buyer, checkoutBody(shop().pointId).phone);
  return buyer;
}

describe('the checkout draft with a certificate', () => {
  it('shows what the certificate pays and what is left to pay, holding nothing', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    const buyer = await shopperWith(api().app, [[shop().body, 2]]);
    const draft = draftOf(await buyer.post('/api/order/').send({ certificate: gift.shown.toLowerCase() }));
    expect(draft).toMatchObject({ TOTAL: 1200, TO_PAY: 200, CERTIFICATE_ERROR: null });
    expect(draft.CERTIFICATE).toEqual({ CODE: gift.shown, AMOUNT: 1000, BALANCE_AFTER: 0 });
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(100_000);
  });

  it('answers CERTIFICATE_ERROR instead of refusing for an unknown code or a certificate buying a certificate', async () => {
    const buyer = await shopperWith(api().app, [[shop().certificate, 1]]);
    const unknown = draftOf(await buyer.post('/api/order/').send({ certificate: '2222-3333-4444-5555' }));
    expect(unknown).toMatchObject({
      CERTIFICATE: null,
      CERTIFICATE_ERROR: 'Сертификат с таким кодом не найден — проверьте код',
      TO_PAY: 3000,
    });
    const gift = await giveCertificate(api().db, 100_000);
    const forCertificate = draftOf(await buyer.post('/api/order/').send({ certificate: gift.code }));
    expect(forCertificate.CERTIFICATE_ERROR).toMatch(/^Подарочным сертификатом нельзя оплатить другой сертификат/);
  });
});

describe('paying an order with a certificate', () => {
  it('holds min(balance, sum) at placement, asks SBP only the rest, spends the hold when paid', async () => {
    const gift = await giveCertificate(api().db, 50_000);
    const buyer = await buyerOf600();
    const placed = orderOf(await placeWith(buyer, shop().pointId, gift.shown));
    expect(placed).toMatchObject({
      PRICE: 600,
      TO_PAY: 100,
      STATUS: 'new',
      CERTIFICATE: { CODE: gift.shown, AMOUNT: 500, BALANCE_AFTER: 0 },
    });
    expect(await certificateRow(api().db, gift.id)).toMatchObject({
      balanceKopecks: 0,
      heldOrderId: (await orderRow(api().db, placed.CODE)).id,
    });

    const payment = await paySbp(buyer, placed.CODE);
    expect(payment.AMOUNT).toBe(100);
    const [row] = await api().db.select().from(payments);
    expect(row!.amountKopecks).toBe(10_000);
    expect((await readOrder(buyer, placed.CODE)).STATUS).toBe('paid');
    expect(await certificateRow(api().db, gift.id)).toMatchObject({ balanceKopecks: 0, heldOrderId: null });
    expect((await movementsOf(api().db, gift.id)).map((m) => [m.kind, m.amountKopecks])).toEqual([
      ['issued', 50_000],
      ['spent', -50_000],
    ]);
    const [receipt] = await api().db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
    expect(receipt!.payload).toMatchObject({ totalKopecks: 60_000, prepaidKopecks: 50_000, payment: { sumKopecks: 10_000 } });
  });

  it('pays a whole order: paid at placement, no SBP payment, the rest of the balance free for the next order', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    const buyer = await buyerOf600();
    const placed = orderOf(await placeWith(buyer, shop().pointId, gift.code));
    expect(placed).toMatchObject({ STATUS: 'paid', STATUS_NAME: 'Оплачен', TO_PAY: 0, PAYMENT: { CAN_PAY: false, PAY_URL: null } });
    expect(placed.PAID_AT).not.toBeNull();
    expect(await certificateRow(api().db, gift.id)).toMatchObject({ balanceKopecks: 40_000, heldOrderId: null });
    const answer = await buyer.get(`/api/order/getPaymentByOrderCode/${placed.CODE}/`);
    expect(expectEnvelope(answer, paymentDataSchema).payment).toMatchObject({ STATUS: 'succeeded', AMOUNT: 0 });
    expect(await api().db.$count(payments)).toBe(0);

    const next = orderOf(await placeWith(await buyerOf600(), shop().pointId, gift.code));
    expect(next).toMatchObject({ TO_PAY: 200, CERTIFICATE: { AMOUNT: 400, BALANCE_AFTER: 0 } });
  });

  it('refuses a second unpaid order while the first holds the certificate (409), then lets it pay once that is cancelled', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    const first = await shopperWith(api().app, [[shop().body, 2]]);
    const held = orderOf(await placeWith(first, shop().pointId, gift.code));
    expect(held).toMatchObject({ STATUS: 'new', TO_PAY: 200, CERTIFICATE: { AMOUNT: 1000, BALANCE_AFTER: 0 } });
    const second = await buyerOf600();
    const refused = await placeWith(second, shop().pointId, gift.code);
    // Another shopper is not told the code of the order holding it: that code opens the order's payment page.
    const elsewhere =
      'Сертификат уже применён к другому заказу, который ещё не оплачен: им можно будет платить, когда тот заказ оплатят или отменят';
    expect(errorOf(refused, 409)).toBe(elsewhere);
    expect(refusedField(refused)).toBe('certificate');
    const draft = draftOf(await second.post('/api/order/').send({ certificate: gift.code }));
    expect(draft.CERTIFICATE_ERROR).toBe(elsewhere);
    // The shopper whose order holds it is told which one, to pay or cancel it.
    await first.get('/api/basket/add/').query({ id: shop().body, quantity: 1 });
    const own = `Сертификат уже применён к неоплаченному заказу ${held.CODE}: оплатите или отмените его`;
    expect(draftOf(await first.post('/api/order/').send({ certificate: gift.code })).CERTIFICATE_ERROR).toBe(own);
    expect(errorOf(await placeWith(first, shop().pointId, gift.code), 409)).toBe(own);
    expect(await api().db.$count(orders)).toBe(2); // the giver's and the one holding it
    expect(await stockOf(api().db, shop().body)).toBe(998);

    expect(await cancelOrder(api().db, (await orderRow(api().db, held.CODE)).id, BY_STAFF)).toBe('cancelled');
    const now = orderOf(await placeWith(second, shop().pointId, gift.code));
    expect(now).toMatchObject({ STATUS: 'paid', TO_PAY: 0, CERTIFICATE: { AMOUNT: 600, BALANCE_AFTER: 400 } });
  });

  it('with payment on receipt spends the certificate part at placement, the rest paid on receipt', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    // Covered whole, nothing is left to pay on receipt: paid as it is placed.
    const whole = orderOf(await placeWith(await onReceiptBuyerOf600(), shop().pointId, gift.code, 'cash'));
    expect(whole).toMatchObject({ STATUS: 'paid', TO_PAY: 0, CERTIFICATE: { AMOUNT: 600, BALANCE_AFTER: 400 } });
    const partly = orderOf(await placeWith(await onReceiptBuyerOf600(), shop().pointId, gift.code, 'cash'));
    expect(partly).toMatchObject({ STATUS: 'new', STATUS_NAME: 'Принят', TO_PAY: 200, CERTIFICATE: { AMOUNT: 400, BALANCE_AFTER: 0 } });
    expect((await movementsOf(api().db, gift.id)).map((m) => m.kind)).toEqual(['issued', 'spent', 'spent']);
    expect((await certificateRow(api().db, gift.id)).heldOrderId).toBeNull();
  });

  it('refuses an unknown code, a spent one and a certificate buying a certificate, changing nothing', async () => {
    const buyer = await onReceiptBuyerOf600();
    const unknown = await placeWith(buyer, shop().pointId, 'ABCD-EFGH-JKMN-PQRS');
    expect(errorOf(unknown, 400)).toBe('Сертификат с таким кодом не найден — проверьте код');
    expect(refusedField(unknown)).toBe('certificate');
    expect(errorOf(await placeWith(buyer, shop().pointId, 'ABCD'), 400)).toMatch(/^Проверьте код сертификата/);
    const gift = await giveCertificate(api().db, 60_000);
    orderOf(await placeWith(buyer, shop().pointId, gift.code, 'cash'));
    const again = await buyerOf600();
    const spent = await placeWith(again, shop().pointId, gift.code);
    expect(errorOf(spent, 400)).toBe(`Сертификат ${gift.shown} израсходован: на нём не осталось денег`);
    expect(refusedField(spent)).toBe('certificate');
    const buyingGift = await shopperWith(api().app, [[shop().certificate, 1]]);
    const other = await giveCertificate(api().db, 100_000);
    expect(errorOf(await placeWith(buyingGift, shop().pointId, other.code), 409)).toMatch(
      /^Подарочным сертификатом нельзя оплатить другой сертификат/,
    );
    expect(await api().db.$count(orders)).toBe(3); // the giver's two orders and the one paid on receipt
    expect((await certificateRow(api().db, other.id)).balanceKopecks).toBe(100_000);
  });
});

describe('cancelling an order paid partly by a certificate', () => {
  it('gives back the hold, the stock and the coupon use in one go; a second cancel changes nothing', async () => {
    const gift = await giveCertificate(api().db, 50_000);
    const buyer = await shopperWith(api().app, [[shop().body, 2]]);
    expect((await buyer.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' })).status).toBe(200);
    const placed = orderOf(await placeWith(buyer, shop().pointId, gift.code));
    expect(placed).toMatchObject({ PRICE: 1080, TO_PAY: 580 });
    const order = await orderRow(api().db, placed.CODE);
    const coupon = async () => (await api().db.query.coupons.findFirst({ where: (c, { eq: is }) => is(c.code, 'SKIDKA10') }))!.usedCount;
    const usedBefore = await coupon();

    expect(await cancelOrder(api().db, order.id, BY_STAFF)).toBe('cancelled');
    expect((await readOrder(buyer, placed.CODE)).STATUS).toBe('cancelled');
    expect(await stockOf(api().db, shop().body)).toBe(1000);
    expect(await coupon()).toBe(usedBefore - 1);
    expect(await certificateRow(api().db, gift.id)).toMatchObject({ balanceKopecks: 50_000, heldOrderId: null });
    expect((await movementsOf(api().db, gift.id)).map((m) => [m.kind, m.amountKopecks])).toEqual([
      ['issued', 50_000],
      ['held', -50_000],
      ['released', 50_000],
    ]);
    expect(await cancelOrder(api().db, order.id, BY_STAFF)).toBe('already_cancelled');
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(50_000);
    // Released, the balance pays the next order.
    expect(orderOf(await placeWith(await buyerOf600(), shop().pointId, gift.code)).CERTIFICATE).toMatchObject({ AMOUNT: 500 });
  });

  it('returns the part spent with payment on receipt; a paid order is not cancelled here', async () => {
    const gift = await giveCertificate(api().db, 50_000);
    const cash = orderOf(await placeWith(await onReceiptBuyerOf600(), shop().pointId, gift.code, 'cash'));
    expect(cash).toMatchObject({ STATUS: 'new', TO_PAY: 100 });
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(0);
    expect(await cancelOrder(api().db, (await orderRow(api().db, cash.CODE)).id, BY_STAFF)).toBe('cancelled');
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(50_000);

    const small = await shopperWith(api().app, [[shop().hat, 1]]);
    const paid = orderOf(await placeWith(small, shop().pointId, gift.code));
    expect(paid.STATUS).toBe('paid');
    expect(await cancelOrder(api().db, (await orderRow(api().db, paid.CODE)).id, BY_STAFF)).toBe('paid');
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(25_000);
    expect(await cancelOrder(api().db, 987_654, BY_STAFF)).toBe('not_found');
  });
});
