import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { certificates, orders, outbox, sessions } from '../../../api/db/schema';
import { CERTIFICATE_ALPHABET, formatCertificateCode } from '../../../shared/contract/certificate-code';
import { orderById } from '../payment/payment-fixture';
import { orderRow, paySbp, readOrder, useCertificateApi } from './certificate-fixture';
import { basketOf, checkoutBody, confirmPhoneFor, errorOf, orderOf, shopperWith } from '../order/order-fixture';

const api = useCertificateApi();
const shop = () => api().fixture;

const CODE_RE = new RegExp(`^[${CERTIFICATE_ALPHABET}]{4}(-[${CERTIFICATE_ALPHABET}]{4}){3}$`);

describe('buying a gift certificate', () => {
  it('issues one certificate per unit when the SBP payment comes, with an SMS of its code to the buyer', async () => {
    const buyer = await shopperWith(api().app, [[shop().certificate, 2]]);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(shop().pointId, { phone: '8 916 555-44-33' })));
    // Nothing is issued before the money is in.
    expect(placed.CERTIFICATES).toEqual([]);
    expect(await api().db.$count(certificates)).toBe(0);

    await paySbp(buyer, placed.CODE);
    const paid = await readOrder(buyer, placed.CODE);
    expect(paid.STATUS).toBe('paid');
    expect(paid.CERTIFICATES).toHaveLength(2);
    for (const c of paid.CERTIFICATES) {
      expect(c).toMatchObject({ NOMINAL: 3000, BALANCE: 3000, STATUS: 'active', STATUS_NAME: 'Активен' });
      expect(c.CODE).toMatch(CODE_RE);
      expect(c.HISTORY).toEqual([{ DATE: expect.any(String) as string, KIND: 'issued', AMOUNT: 3000, ORDER_CODE: placed.CODE }]);
    }
    expect(new Set(paid.CERTIFICATES.map((c) => c.CODE)).size).toBe(2);

    const rows = await api().db.select().from(certificates).orderBy(certificates.id);
    // The certificates' codes (the order's own notices aside, test/api/notices/notices-order.test.ts).
    const sms = await api().db.select().from(outbox).where(like(outbox.dedupeKey, 'certificate:%')).orderBy(outbox.id);
    expect(sms.map((m) => m.dedupeKey)).toEqual(rows.map((r) => `certificate:${r.id}`));
    for (const [i, message] of sms.entries()) {
      const payload = message.payload as { phone: string; text: string };
      expect(payload.phone).toBe('79165554433');
      expect(payload.text).toContain(formatCertificateCode(rows[i]!.code));
      expect(payload.text).toContain('3 000 р.');
    }
    // The receipt sells the certificates as an advance, SBP took the whole sum.
    const [receipt] = await api().db.select().from(outbox).where(eq(outbox.kind, 'receipt'));
    expect(receipt!.payload).toMatchObject({
      totalKopecks: 600_000,
      prepaidKopecks: 0,
      payment: { sumKopecks: 600_000 },
      items: [{ quantity: 2, priceKopecks: 300_000, paymentSubject: 'payment', paymentMode: 'advance' }],
    });
  });

  it('issues nothing twice when the bank reports the same payment again', async () => {
    const buyer = await shopperWith(api().app, [[shop().certificate, 1]]);
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(shop().pointId)));
    await paySbp(buyer, placed.CODE);
    const order = await orderRow(api().db, placed.CODE);
    const [payment] = await api().db.query.payments.findMany({ where: (p, { eq: is }) => is(p.orderId, order.id) });
    const again = await buyer.post('/api/payment/notify/sandbox/').send({ paymentId: payment!.externalId, status: 'succeeded' });
    expect(again.status).toBe(200);
    expect(await api().db.$count(certificates)).toBe(1);
    expect(await api().db.$count(outbox, like(outbox.dedupeKey, 'certificate:%'))).toBe(1);
    expect((await orderById(api().db, order.id)).status).toBe('paid');
  });

  it('is refused with payment on receipt and as a one-click order: certificates are paid online (409)', async () => {
    const buyer = await shopperWith(api().app, [[shop().certificate, 1]]);
    await confirmPhoneFor(api().db, buyer, '+7 916 123-45-67');
    const cash = await buyer.post('/api/order/checkout/').send(checkoutBody(shop().pointId, { payment: 'cash' }));
    expect(errorOf(cash, 409)).toBe('Подарочный сертификат оплачивается только онлайн: оформите его через корзину с оплатой по СБП');
    const oneClick = await buyer.post('/api/order/fastOrder/').send({
      name: 'Анна',
      phone: '+7 916 123-45-67',
      consent: true,
      idempotencyKey: 'one-click-certificate',
      offerId: shop().certificate,
    });
    expect(errorOf(oneClick, 409)).toMatch(/^Подарочный сертификат оплачивается только онлайн/);
    // From a new browser, which has confirmed no phone: refused before it gets a session, so nothing at all is written.
    const sessionsBefore = await api().db.$count(sessions);
    const fresh = await request(api().app)
      .post('/api/order/fastOrder/')
      .send({ name: 'Анна', phone: '+7 916 123-45-67', consent: true, idempotencyKey: 'one-click-fresh', offerId: shop().certificate });
    expect(errorOf(fresh, 403)).toMatch(/^Подтвердите телефон кодом из СМС/);
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(await api().db.$count(sessions)).toBe(sessionsBefore);
    expect(await api().db.$count(orders)).toBe(0);
  });

  it('gets no coupon discount and does not count towards a coupon minimum: a certificate is money, not goods', async () => {
    const buyer = await shopperWith(api().app, [
      [shop().certificate, 1],
      [shop().body, 1],
    ]);
    const percent = basketOf(await buyer.get('/api/basket/setCoupon/').query({ coupon: 'SKIDKA10' }));
    expect(percent).toMatchObject({ PRICE_WITHOUT_DISCOUNT: 3600, DISCOUNT: 60, PRICE: 3540 });
    const placed = orderOf(await buyer.post('/api/order/checkout/').send(checkoutBody(shop().pointId)));
    expect(placed).toMatchObject({ DISCOUNT: 60, PRICE: 3540 });
    const items = await api().db.query.orderItems.findMany({ orderBy: (i, { asc }) => asc(i.id) });
    expect(items.map((i) => [i.giftCertificate, i.discountKopecks])).toEqual([
      [true, 0],
      [false, 6_000],
    ]);

    const again = await shopperWith(api().app, [
      [shop().certificate, 1],
      [shop().body, 1],
    ]);
    const minimum = await again.get('/api/basket/setCoupon/').query({ coupon: 'MALYSH500' });
    expect(errorOf(minimum, 409)).toBe('Промокод действует для заказа от 3\u00a0000\u00a0р.');
  });
});
