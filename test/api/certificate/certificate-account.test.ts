import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../api/order/build';
import { findOrderById } from '../../../api/order/read-queries';
import { certificateDataSchema, certificateListDataSchema } from '../../../shared/contract/certificate';
import { expectEnvelope, refusalMessage, refusedField } from '../../support/envelope';
import { certificateRow, giveCertificate, useCertificateApi } from './certificate-fixture';
import { signedIn } from './certificate-signed-in';
import { checkoutBody, draftOf, orderOf } from '../order/order-fixture';

const api = useCertificateApi();
const shop = () => api().fixture;

const listOf = (res: request.Response) => {
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return expectEnvelope(res, certificateListDataSchema).certificates;
};
const attachedOf = (res: request.Response) => {
  expect(res.status).toBe(200);
  return expectEnvelope(res, certificateDataSchema).certificate;
};

describe('certificates in the personal area', () => {
  it('refuses a guest with 401 «Войдите в личный кабинет»', async () => {
    expect(refusalMessage(await request(api().app).get('/api/profile/certificates/'), 401)).toBe('Войдите в личный кабинет');
    const use = await request(api().app).post('/api/profile/certificates/use/').send({ certificate: '2222-3333-4444-5555' });
    expect(refusalMessage(use, 401)).toBe('Войдите в личный кабинет');
  });

  it('attaches a code once, lists it with its history; attaching it again to the same account is fine', async () => {
    const gift = await giveCertificate(api().db, 300_000);
    const maria = await signedIn(api(), '79160000001');
    expect(listOf(await maria.get('/api/profile/certificates/'))).toEqual([]);

    const attached = attachedOf(await maria.post('/api/profile/certificates/use/', { certificate: ` ${gift.shown.toLowerCase()} ` }));
    expect(attached).toMatchObject({ CODE: gift.shown, NOMINAL: 3000, BALANCE: 3000, STATUS: 'active', STATUS_NAME: 'Активен' });
    expect(attached.HISTORY.map((h) => [h.KIND, h.AMOUNT])).toEqual([['issued', 3000]]);
    expect(attachedOf(await maria.post('/api/profile/certificates/use/', { certificate: gift.code })).CODE).toBe(gift.shown);
    expect(listOf(await maria.get('/api/profile/certificates/'))).toEqual([attached]);
    expect((await certificateRow(api().db, gift.id)).accountId).toBe(maria.userId);
  });

  it('refuses a code attached to another account, to attach and at checkout (409); an unknown code is 404', async () => {
    const gift = await giveCertificate(api().db, 100_000);
    const maria = await signedIn(api(), '79160000001');
    const olga = await signedIn(api(), '79160000002');
    attachedOf(await maria.post('/api/profile/certificates/use/', { certificate: gift.code }));

    const taken = await olga.post('/api/profile/certificates/use/', { certificate: gift.code });
    expect(refusalMessage(taken, 409)).toBe('Этот сертификат привязан к другому личному кабинету');
    expect(refusedField(taken)).toBe('certificate');
    expect(listOf(await olga.get('/api/profile/certificates/'))).toEqual([]);
    const unknown = await olga.post('/api/profile/certificates/use/', { certificate: '2222-3333-4444-5555' });
    expect(refusalMessage(unknown, 404)).toBe('Сертификат с таким кодом не найден — проверьте код');
    expect(refusedField(unknown)).toBe('certificate');

    expect((await olga.get('/api/basket/add/', { id: shop().body })).status).toBe(200);
    expect(draftOf(await olga.post('/api/order/', { certificate: gift.code })).CERTIFICATE_ERROR).toBe(
      'Этот сертификат привязан к другому личному кабинету',
    );
    const refused = await olga.post('/api/order/checkout/', checkoutBody(shop().pointId, { certificate: gift.code }));
    expect(refusalMessage(refused, 409)).toBe('Этот сертификат привязан к другому личному кабинету');
    expect(refusedField(refused)).toBe('certificate');
    expect((await certificateRow(api().db, gift.id)).balanceKopecks).toBe(100_000);

    // Its own account pays with it, and the history shows the order.
    expect((await maria.get('/api/basket/add/', { id: shop().body })).status).toBe(200);
    const paid = orderOf(await maria.post('/api/order/checkout/', checkoutBody(shop().pointId, { certificate: gift.code })));
    expect(paid).toMatchObject({ STATUS: 'paid', TO_PAY: 0, CERTIFICATE: { AMOUNT: 600, BALANCE_AFTER: 400 } });
    const [listed] = listOf(await maria.get('/api/profile/certificates/'));
    expect(listed).toMatchObject({ BALANCE: 400, STATUS: 'active' });
    expect(listed!.HISTORY.map((h) => [h.KIND, h.AMOUNT, h.ORDER_CODE === paid.CODE])).toEqual([
      ['spent', -600, true],
      ['issued', 1000, false],
    ]);
    // The giver's order shows the balance, but not the code of the order it paid.
    const giver = buildOrder((await findOrderById(api().db, gift.orderId))!);
    expect(giver.CERTIFICATES[0]).toMatchObject({ BALANCE: 400 });
    expect(giver.CERTIFICATES[0]!.HISTORY.map((h) => [h.KIND, h.ORDER_CODE])).toEqual([
      ['spent', null],
      ['issued', giver.CODE],
    ]);
  });
});
