/**
 * A certificate pays for CERTIFICATE_VALID_MONTHS from its issue (the product promises «Действует год»):
 * past its expires_at it pays no new order, in the draft or at checkout, and nothing is written;
 * a hold placed before is still spent when its order is paid.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, orders } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { certificateDataSchema, certificateListDataSchema } from '../../../shared/contract/certificate';
import { formatDate } from '../../../shared/format/date';
import { expectEnvelope, refusedField } from '../../support/envelope';
import { certificateRow, giveCertificate, movementsOf, orderRow, paySbp, placeWith, useCertificateApi } from './certificate-fixture';
import { signedIn } from './certificate-signed-in';
import { draftOf, errorOf, orderOf, shopperWith, stockOf } from '../order/order-fixture';

const api = useCertificateApi();
const shop = () => api().fixture;
const buyerOf600 = () => shopperWith(api().app, [[shop().body, 1]]);

/** Moves the certificate's end `minutes` from now (negative: already past). */
async function expireIn(db: Db, id: number, minutes: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  await db.update(certificates).set({ expiresAt }).where(eq(certificates.id, id));
  return expiresAt;
}

describe('how long a certificate pays', () => {
  it('is issued valid for 12 months from its issue, and says so in EXPIRES_AT', async () => {
    const gift = await giveCertificate(api().db, 300_000);
    const [row] = await api()
      .db.select({ exact: sql<boolean>`${certificates.expiresAt} = ${certificates.createdAt} + interval '12 months'` })
      .from(certificates)
      .where(eq(certificates.id, gift.id));
    expect(row!.exact).toBe(true);
    const maria = await signedIn(api(), '79160000011');
    const attached = expectEnvelope(await maria.post('/api/profile/certificates/use/', { certificate: gift.code }), certificateDataSchema);
    const stored = await certificateRow(api().db, gift.id);
    expect(attached.certificate).toMatchObject({ STATUS: 'active', EXPIRES_AT: stored.expiresAt.toISOString() });
  });

  it('past its expires_at refuses at checkout with 400 and writes nothing; the draft shows why', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    const expiredAt = await expireIn(api().db, gift.id, -1);
    const message = `Срок действия сертификата ${gift.shown} истёк ${formatDate(expiredAt)}`;
    const buyer = await buyerOf600();

    const draft = draftOf(await buyer.post('/api/order/').send({ certificate: gift.code }));
    expect(draft).toMatchObject({ CERTIFICATE: null, CERTIFICATE_ERROR: message, TO_PAY: 600 });

    const ordersBefore = await api().db.$count(orders);
    const refused = await placeWith(buyer, shop().pointId, gift.shown);
    expect(errorOf(refused, 400)).toBe(message);
    expect(refusedField(refused)).toBe('certificate');
    expect(await api().db.$count(orders)).toBe(ordersBefore);
    expect(await stockOf(api().db, shop().body)).toBe(1000);
    expect(await certificateRow(api().db, gift.id)).toMatchObject({ balanceKopecks: 100_000, heldOrderId: null });
    expect((await movementsOf(api().db, gift.id)).map((m) => m.kind)).toEqual(['issued']);
  });

  it('pays right up to its expires_at', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    await expireIn(api().db, gift.id, 1);
    const buyer = await buyerOf600();
    expect(draftOf(await buyer.post('/api/order/').send({ certificate: gift.code })).CERTIFICATE_ERROR).toBeNull();
    const placed = orderOf(await placeWith(buyer, shop().pointId, gift.code));
    expect(placed).toMatchObject({ STATUS: 'paid', TO_PAY: 0, CERTIFICATE: { AMOUNT: 600, BALANCE_AFTER: 400 } });
  });

  it('spends a hold placed before it expired when that order is paid after: the order was placed in time', async () => {
    const gift = await giveCertificate(api().db, 50_000);
    const buyer = await buyerOf600();
    const placed = orderOf(await placeWith(buyer, shop().pointId, gift.code));
    expect(placed).toMatchObject({ STATUS: 'new', TO_PAY: 100, CERTIFICATE: { AMOUNT: 500 } });
    await expireIn(api().db, gift.id, -1);

    expect((await paySbp(buyer, placed.CODE)).AMOUNT).toBe(100);
    expect((await orderRow(api().db, placed.CODE)).status).toBe('paid');
    expect(await certificateRow(api().db, gift.id)).toMatchObject({ balanceKopecks: 0, heldOrderId: null });
    expect((await movementsOf(api().db, gift.id)).map((m) => m.kind)).toEqual(['issued', 'spent']);
  });

  it('attaches an expired code: its holder sees it in the list as expired', async () => {
    const gift = await giveCertificate(api().db, 300_000);
    await expireIn(api().db, gift.id, -1);
    const maria = await signedIn(api(), '79160000012');
    const attached = expectEnvelope(await maria.post('/api/profile/certificates/use/', { certificate: gift.code }), certificateDataSchema);
    expect(attached.certificate).toMatchObject({ STATUS: 'expired', STATUS_NAME: 'Срок действия истёк', BALANCE: 3000 });
    const listed = expectEnvelope(await maria.get('/api/profile/certificates/'), certificateListDataSchema).certificates;
    expect(listed.map((c) => c.STATUS)).toEqual(['expired']);
  });
});
