/**
 * Gift certificates in the back office (issue 24): codes masked in the list and whole on a
 * certificate's page with its ledger; a blocked certificate refused at checkout; a reissue moves the
 * whole balance to a new code once, however many ask at once, with the ledger, the audit and the
 * buyer's SMS.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, certificates, outbox } from '../../../api/db/schema';
import { adminCertificatePageSchema, certificateListSchema, CERTIFICATE_REFUSALS } from '../../../shared/contract/admin/certificates';
import { z } from 'zod';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { certificateRow, giveCertificate, movementsOf, placeWith, useCertificateApi } from '../certificate/certificate-fixture';
import { draftOf, errorOf, shopperWith } from '../order/order-fixture';
import { memberAs } from './orders-fixture';

const api = useCertificateApi();
const reason = { reason: 'Код попал в открытый чат' };

const auditOf = (id: number) =>
  api()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.object, 'certificate'), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));

describe('gift certificates in the back office', () => {
  it('lists codes masked, finds one by its last four letters, and shows it whole with its ledger', async () => {
    const manager = await memberAs(api().app, api().db, 'manager');
    const gift = await giveCertificate(api().db, 300_000);
    await giveCertificate(api().db, 500_000);
    const list = expectEnvelope(await manager.get('/certificates/').expect(200), certificateListSchema);
    expect(list.items.map((i) => i.code)).toEqual([
      expect.stringMatching(/^\*{4}-\*{4}-\*{4}-\w{4}$/),
      `****-****-****-${gift.code.slice(-4)}`,
    ]);
    expect(JSON.stringify(list)).not.toContain(gift.code.slice(0, 8));

    const found = expectEnvelope(
      await manager
        .get('/certificates/')
        .query({ q: gift.code.slice(-4).toLowerCase() })
        .expect(200),
      certificateListSchema,
    );
    expect(found.items.map((i) => i.id)).toContain(gift.id);
    const whole = expectEnvelope(await manager.get('/certificates/').query({ q: gift.shown }).expect(200), certificateListSchema);
    expect(whole.items.map((i) => i.id)).toEqual([gift.id]);

    const page = expectEnvelope(await manager.get(`/certificates/${gift.id}/`).expect(200), adminCertificatePageSchema);
    expect(page).toMatchObject({ code: gift.shown, nominalKopecks: 300_000, balanceKopecks: 300_000, status: 'active', blockedAt: null });
    expect(page.movements).toEqual([expect.objectContaining({ kind: 'issued', amountKopecks: 300_000, balanceAfterKopecks: 300_000 })]);
    expect(refusalMessage(await manager.get('/certificates/999999/'), 404)).toBe(CERTIFICATE_REFUSALS.notFound.message);
  });

  it('blocks a certificate, which checkout then refuses in Russian, and audits it without the whole code', async () => {
    const owner = await memberAs(api().app, api().db, 'owner');
    const gift = await giveCertificate(api().db, 100_000);
    expect(refusalMessage(await owner.post(`/certificates/${gift.id}/block/`, { reason: '' }), 400)).toBe(
      'Напишите причину — она останется в журнале',
    );
    const blocked = await owner.post(`/certificates/${gift.id}/block/`, reason);
    expect(blocked.status, blocked.text).toBe(200);
    expect(expectEnvelope(blocked, adminCertificatePageSchema)).toMatchObject({ status: 'blocked', balanceKopecks: 100_000 });
    expect(refusalMessage(await owner.post(`/certificates/${gift.id}/block/`, reason), 409)).toBe(
      CERTIFICATE_REFUSALS.alreadyBlocked.message,
    );

    const message = `Сертификат ${gift.shown} заблокирован магазином. Если он ваш, напишите или позвоните нам — поможем`;
    const buyer = await shopperWith(api().app, [[api().fixture.body, 1]]);
    expect(draftOf(await buyer.post('/api/order/').send({ certificate: gift.code })).CERTIFICATE_ERROR).toBe(message);
    expect(errorOf(await placeWith(buyer, api().fixture.pointId, gift.code), 409)).toBe(message);
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(100_000);

    const [row, ...more] = await auditOf(gift.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'certificate.block',
      staffId: owner.id,
      before: { blocked: false, balanceKopecks: 100_000 },
      after: { blocked: true, balanceKopecks: 100_000, reason: reason.reason },
    });
    expect(JSON.stringify(row)).not.toContain(gift.code);
  });

  it('reissues once under two requests at once: the balance moves whole to one new code, the old one blocked, the buyer told', async () => {
    const manager = await memberAs(api().app, api().db, 'manager');
    const gift = await giveCertificate(api().db, 200_000);
    const [a, b] = await Promise.all([1, 2].map(() => manager.post(`/certificates/${gift.id}/reissue/`, reason)));
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const winner = [a!, b!].find((r) => r.status === 200)!;
    expect(
      refusalMessage(
        [a!, b!].find((r) => r.status === 409)!,
        409,
      ),
    ).toBe(CERTIFICATE_REFUSALS.reissued.message);
    const fresh = expectEnvelope(winner, z.object({ certificate: adminCertificatePageSchema })).certificate;
    expect(fresh).toMatchObject({ nominalKopecks: 200_000, balanceKopecks: 200_000, status: 'active', reissuedFromId: gift.id });
    expect(fresh.code).not.toBe(gift.shown);

    const old = await certificateRow(api().db, gift.id);
    expect(old).toMatchObject({ balanceKopecks: 0, blockedAt: expect.any(Date) });
    expect((await movementsOf(api().db, gift.id)).map((m) => [m.kind, m.amountKopecks, m.balanceAfterKopecks])).toEqual([
      ['issued', 200_000, 200_000],
      ['reissued', -200_000, 0],
    ]);
    // The money is where it was: one new certificate, its ledger summing to its balance.
    const replacements = await api().db.select().from(certificates).where(eq(certificates.reissuedFromId, gift.id));
    expect(replacements).toHaveLength(1);
    expect((await movementsOf(api().db, fresh.id)).map((m) => [m.kind, m.amountKopecks])).toEqual([['issued', 200_000]]);
    expect(replacements[0]!.expiresAt).toEqual(old.expiresAt);

    const sms = await api()
      .db.select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `certificate:${fresh.id}`));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.payload).toMatchObject({ phone: '79990001122', text: expect.stringContaining(`новый код ${fresh.code}`) });

    const [audit, ...more] = await auditOf(gift.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'certificate.reissue',
      before: { balanceKopecks: 200_000, blocked: false },
      after: { balanceKopecks: 0, blocked: true, reissuedTo: { id: fresh.id, balanceKopecks: 200_000 } },
    });

    // The new code pays; the old one is refused.
    const buyer = await shopperWith(api().app, [[api().fixture.body, 1]]);
    expect(draftOf(await buyer.post('/api/order/').send({ certificate: fresh.code })).CERTIFICATE).toMatchObject({ AMOUNT: 600 });
    expect(draftOf(await buyer.post('/api/order/').send({ certificate: gift.code })).CERTIFICATE_ERROR).toMatch(/заблокирован магазином/);
  });

  it('refuses to reissue a certificate an unpaid order holds, or one with nothing left', async () => {
    const owner = await memberAs(api().app, api().db, 'owner');
    // 300 р. of a 600 р. order: held until SBP pays the rest.
    const gift = await giveCertificate(api().db, 30_000);
    const buyer = await shopperWith(api().app, [[api().fixture.body, 1]]);
    expect((await placeWith(buyer, api().fixture.pointId, gift.code)).status).toBe(200);
    expect(refusalMessage(await owner.post(`/certificates/${gift.id}/reissue/`, reason), 409)).toBe(CERTIFICATE_REFUSALS.held.message);
    await api().db.update(certificates).set({ heldOrderId: null }).where(eq(certificates.id, gift.id));
    expect(refusalMessage(await owner.post(`/certificates/${gift.id}/reissue/`, reason), 409)).toBe(CERTIFICATE_REFUSALS.empty.message);
    expect(await auditOf(gift.id)).toEqual([]);
  });

  it('is refused to the warehouse', async () => {
    const warehouse = await memberAs(api().app, api().db, 'warehouse');
    expect((await warehouse.get('/certificates/')).status).toBe(403);
  });
});
