/**
 * Gift certificates for the api tests: a certificate product and two goods, delivery made free so
 * that an order's sum is its goods, certificates issued as paying for one would issue them, and an
 * SBP order paid through the sandbox bank as a shopper pays it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { certificateMovements, certificates, deliveryMethods, orderItems, orders } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { issueForOrder } from '../../../api/certificate/service';
import { newOrderCode } from '../../../api/order/model/code';
import { formatCertificateCode } from '../../../shared/contract/certificate-code';
import { paymentDataSchema } from '../../../shared/contract/payment';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { insertProduct } from '../../support/products';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { checkoutBody, firstPickupPoint, orderOf, type Shopper } from '../order/order-fixture';

/** A 3 000 р. gift certificate product of one size, in stock; its offer ids by size. */
export async function insertCertificateProduct(db: Db, code: string) {
  const section = await db.query.sections.findFirst({ columns: { id: true } });
  return insertProduct(db, {
    code,
    name: 'Подарочный сертификат на 3 000 р.',
    kind: 'gift-certificate',
    sectionId: section!.id,
    colourCode: 'molochnyy',
    priceKopecks: 300_000,
    sizes: [['Единый', 999]],
  });
}

/** 600 р. goods, 250 р. goods and the 3 000 р. certificate product, free delivery. */
export async function prepareCertificateShop(db: Db) {
  const { offerIds } = await insertBasketFixtures(db, [
    { code: 'cf-body', priceKopecks: 60_000, sizes: [['62', 1000]] },
    { code: 'cf-hat', priceKopecks: 25_000, sizes: [['44', 1000]] },
  ]);
  const certificate = await insertCertificateProduct(db, 'cf-sertifikat-3000');
  await db.update(deliveryMethods).set({ priceKopecks: 0 });
  return {
    body: offerIds.get('cf-body:62')!,
    hat: offerIds.get('cf-hat:44')!,
    certificate: certificate.offerIds.get('Единый')!,
    pointId: await firstPickupPoint(db),
  };
}
export type CertificateShop = Awaited<ReturnType<typeof prepareCertificateShop>>;

/** About certificates, not the rate limits: every shopper here is one address and one phone (a guess of a code too). */
export const UNLIMITED_ORDERS = { ORDERS_PER_IP_HOUR: '100000', ORDERS_PER_PHONE_HOUR: '100000', CERTIFICATE_TRIES_PER_IP_HOUR: '100000' };

export const useCertificateApi = () => useTestApi({ env: UNLIMITED_ORDERS, prepare: (api) => prepareCertificateShop(api.db) });

/**
 * A certificate of `nominalKopecks`, issued as paying for it issues one: a paid order of one
 * certificate product, then issueForOrder. Answers its code as stored and as shown.
 */
export async function giveCertificate(db: Db, nominalKopecks: number) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        code: newOrderCode(),
        kind: 'checkout',
        status: 'paid',
        name: 'Даритель',
        phone: '79990001122',
        deliveryMethod: 'courier',
        address: 'Москва',
        paymentMethod: 'sbp',
        goodsKopecks: nominalKopecks,
        totalKopecks: nominalKopecks,
        consentAt: new Date(),
        paidAt: new Date(),
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productCode: 'sertifikat',
      name: 'Подарочный сертификат',
      colour: 'молочный',
      size: 'Единый',
      quantity: 1,
      priceKopecks: nominalKopecks,
      giftCertificate: true,
    });
    await issueForOrder(tx, order!.id);
    const [row] = await tx.select().from(certificates).where(eq(certificates.orderId, order!.id));
    return { id: row!.id, orderId: order!.id, code: row!.code, shown: formatCertificateCode(row!.code) };
  });
}

export async function certificateRow(db: Db, id: number) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row!;
}

export const movementsOf = (db: Db, certificateId: number) =>
  db.select().from(certificateMovements).where(eq(certificateMovements.certificateId, certificateId)).orderBy(certificateMovements.id);

export async function orderRow(db: Db, code: string) {
  const [row] = await db.select().from(orders).where(eq(orders.code, code));
  return row!;
}

/**
 * Places the shopper's basket with a certificate code (SBP unless told otherwise); with
 * `certificateAmount`, what the draft showed it paying, as the storefront sends it.
 */
export const placeWith = (
  shopper: Shopper,
  pointId: number,
  certificate: string,
  payment: 'sbp' | 'cash' = 'sbp',
  certificateAmount?: number,
) =>
  shopper
    .post('/api/order/checkout/')
    .send(checkoutBody(pointId, { certificate, payment, ...(certificateAmount === undefined ? {} : { certificateAmount }) }));

/** Pays an SBP order as the shopper does: opens the payment page, then the sandbox bank's «Оплатить (демо)». */
export async function paySbp(shopper: Shopper, orderCode: string) {
  const opened = await shopper.get(`/api/order/getPaymentByOrderCode/${orderCode}/`);
  expect(opened.status).toBe(200);
  const payment = expectEnvelope(opened, paymentDataSchema).payment;
  const paid = await shopper.post(`/api/payment/sandbox/${orderCode}/pay/`).send({});
  expect(paid.status).toBe(200);
  expect(expectEnvelope(paid, paymentDataSchema).payment.STATUS).toBe('succeeded');
  return payment;
}

/** The order as its browser reads it now. */
export const readOrder = async (shopper: Shopper, code: string) => orderOf(await shopper.post(`/api/order/get/${code}/`).send({}));
