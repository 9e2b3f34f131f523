import { describe, expect, it } from 'vitest';
import { refusedField } from '../../support/envelope';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { insertCertificateProduct, paySbp, readOrder, UNLIMITED_ORDERS } from '../certificate/certificate-fixture';
import { checkoutBody, draftOf, errorOf, firstPickupPoint, orderOf, shopperWith } from './order-fixture';
import { useTestApi } from '../../support/database';

/** A 3 000 р. certificate and a 600 р. bodysuit, with the demo's delivery prices (pickup 290 р., courier 490 р.). */
const api = useTestApi({
  env: UNLIMITED_ORDERS,
  prepare: async ({ db }) => {
    const { offerIds } = await insertBasketFixtures(db, [{ code: 'cd-body', priceKopecks: 60_000, sizes: [['62', 100]] }]);
    const certificate = await insertCertificateProduct(db, 'cd-sertifikat-3000');
    return { body: offerIds.get('cd-body:62')!, certificate: certificate.offerIds.get('Единый')!, pointId: await firstPickupPoint(db) };
  },
});
const shop = () => api().fixture;

/** The checkout form of a certificate-only basket: no delivery step, so no delivery, point or address. */
const { delivery: _delivery, pickupPointId: _point, ...noDelivery } = checkoutBody(0);

describe('a basket of gift certificates alone', () => {
  it('needs no delivery: the draft says so and charges none, whatever delivery the form holds', async () => {
    const shopper = await shopperWith(api().app, [[shop().certificate, 2]]);
    for (const delivery of ['pickup', 'courier'] as const) {
      const draft = draftOf(await shopper.post('/api/order/').send({ delivery }));
      expect(draft).toMatchObject({ NEEDS_DELIVERY: false, DELIVERY_PRICE: 0, TOTAL: 6000, TO_PAY: 6000 });
    }
  });

  it('is placed without a delivery or a pickup point, pays by SBP and issues its codes', async () => {
    const shopper = await shopperWith(api().app, [[shop().certificate, 1]]);
    const order = orderOf(await shopper.post('/api/order/checkout/').send({ ...noDelivery, idempotencyKey: 'certificate-only-1' }));
    expect(order).toMatchObject({ DELIVERY_PRICE: 0, PRICE: 3000, TO_PAY: 3000 });
    expect(order.DELIVERY).toEqual({
      METHOD: null,
      NAME: expect.stringMatching(/^Не нужна: код сертификата/),
      PICKUP_POINT: null,
      ADDRESS: null,
    });
    await paySbp(shopper, order.CODE);
    expect((await readOrder(shopper, order.CODE)).CERTIFICATES).toHaveLength(1);
  });

  it('ignores a delivery sent along with it: nothing is delivered or charged', async () => {
    const shopper = await shopperWith(api().app, [[shop().certificate, 1]]);
    const order = orderOf(await shopper.post('/api/order/checkout/').send(checkoutBody(shop().pointId)));
    expect(order).toMatchObject({ DELIVERY_PRICE: 0, PRICE: 3000, DELIVERY: { METHOD: null, PICKUP_POINT: null } });
  });
});

describe('a basket with goods in it', () => {
  it('still needs a delivery: the draft prices it, and a checkout without one is refused beside the field', async () => {
    const shopper = await shopperWith(api().app, [
      [shop().certificate, 1],
      [shop().body, 1],
    ]);
    expect(draftOf(await shopper.post('/api/order/').send({}))).toMatchObject({ NEEDS_DELIVERY: true, DELIVERY_PRICE: 290, TOTAL: 3890 });
    const refused = await shopper.post('/api/order/checkout/').send({ ...noDelivery, idempotencyKey: 'goods-without-delivery' });
    expect(errorOf(refused, 400)).toBe('Выберите способ доставки: пункт выдачи или курьер');
    expect(refusedField(refused)).toBe('delivery');
  });
});
