import { describe, expect, it } from 'vitest';
import { orders } from '../../../api/db/schema';
import { refusalMessage, refusedField } from '../../support/envelope';
import { certificateRow, giveCertificate, placeWith, prepareCertificateShop, UNLIMITED_ORDERS } from './certificate-fixture';
import { draftOf, errorOf, shopperWith } from '../order/order-fixture';
import { signedIn } from './certificate-signed-in';
import { useTestApi } from '../../support/database';

/** Three unknown codes an hour from one address (every test's requests come from one). */
const api = useTestApi({ env: { ...UNLIMITED_ORDERS, CERTIFICATE_TRIES_PER_IP_HOUR: '3' }, prepare: (a) => prepareCertificateShop(a.db) });
const shop = () => api().fixture;

const UNKNOWN = ['2222-3333-4444-5555', '2222-3333-4444-6666', '2222-3333-4444-7777', '2222-3333-4444-8888'];
const LIMITED = /^Слишком много попыток ввести код сертификата\. Попробуйте через \d+ мин$/;

describe('guessing certificate codes', () => {
  it('counts unknown codes from one address, not real ones; past CERTIFICATE_TRIES_PER_IP_HOUR even a real code gets 429', async () => {
    const maria = await signedIn(api(), '79160000001');
    const gifts = [await giveCertificate(api().db, 100_000), await giveCertificate(api().db, 100_000)];
    // Real codes give their try back: attaching, again and again, spends nothing.
    for (const gift of [...gifts, ...gifts])
      expect((await maria.post('/api/profile/certificates/use/', { certificate: gift.code })).status).toBe(200);

    // One unknown code at each door: attaching, the draft, the checkout.
    expect(refusalMessage(await maria.post('/api/profile/certificates/use/', { certificate: UNKNOWN[0] }), 404)).toMatch(/не найден/);
    expect((await maria.get('/api/basket/add/', { id: shop().body })).status).toBe(200);
    expect(draftOf(await maria.post('/api/order/', { certificate: UNKNOWN[1] })).CERTIFICATE_ERROR).toMatch(/не найден/);
    const guest = await shopperWith(api().app, [[shop().body, 1]]);
    expect(errorOf(await placeWith(guest, shop().pointId, UNKNOWN[2]!), 400)).toMatch(/не найден/);

    // The fourth: refused before the code is looked up, wherever it is typed, real or not.
    const attach = await maria.post('/api/profile/certificates/use/', { certificate: UNKNOWN[3] });
    expect(refusalMessage(attach, 429)).toMatch(LIMITED);
    expect(refusedField(attach)).toBe('certificate');
    expect(Number(attach.headers['retry-after'])).toBeGreaterThan(0);
    const placed = await placeWith(guest, shop().pointId, gifts[0]!.code);
    expect(errorOf(placed, 429)).toMatch(LIMITED);
    expect(refusedField(placed)).toBe('certificate');
    expect(await api().db.$count(orders)).toBe(2); // the two givers' orders only
    expect((await certificateRow(api().db, gifts[0]!.id)).balanceKopecks).toBe(100_000);
    // The draft never refuses: it says why the certificate is not applied, and sums without it.
    const draft = draftOf(await maria.post('/api/order/', { certificate: gifts[1]!.code }));
    expect(draft.CERTIFICATE).toBeNull();
    expect(draft.CERTIFICATE_ERROR).toMatch(LIMITED);
    expect(draft.TO_PAY).toBe(draft.TOTAL);

    // A form without a certificate is not limited.
    expect(draftOf(await maria.post('/api/order/', {})).CERTIFICATE_ERROR).toBeNull();
  });
});
