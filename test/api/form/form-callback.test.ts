import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formRequests, sessions } from '../../../api/db/schema';
import { formDataSchema } from '../../../shared/contract';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { errorOf, ORDER_FIXTURES, shopperWith } from '../order/order-fixture';

const api = useTestApi();

const stored = () => api().db.select().from(formRequests);
const callback = (browser: ReturnType<typeof request.agent>, body: object) => browser.post('/api/form/callback/').send(body);

describe('POST /api/form/callback/ («Перезвоните мне»)', () => {
  it('stores the request with the phone as digits and answers its id, making no session', async () => {
    const res = await callback(request.agent(api().app), {
      name: ' Ольга ',
      phone: '8 (921) 555-66-77',
      message: 'Подскажите размер для малыша 9 месяцев',
      consent: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { id } = expectEnvelope(res, formDataSchema.strict());
    const rows = await stored();
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        kind: 'callback',
        name: 'Ольга',
        phone: '79215556677',
        message: 'Подскажите размер для малыша 9 месяцев',
        sessionId: null,
        orderId: null,
      }),
    ]);
    expect(rows[0]!.consentAt).toBeInstanceOf(Date);
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('links the request to the browser when it has a session', async () => {
    const { offerIds } = await insertBasketFixtures(api().db, ORDER_FIXTURES);
    const shopper = await shopperWith(api().app, [[offerIds.get('ox-hat:44')!, 1]]);
    expect((await callback(shopper, { name: 'Ольга', phone: '9215556677', consent: true })).status).toBe(200);
    const [row] = await stored();
    expect(row!.sessionId).not.toBeNull();
    expect(row!.message).toBe('');
  });

  it('refuses without consent, name or a good phone (400), storing nothing', async () => {
    const browser = request.agent(api().app);
    const good = { name: 'Ольга', phone: '9215556677', consent: true };
    expect(errorOf(await callback(browser, { ...good, consent: false }), 400)).toBe('Нужно согласие на обработку персональных данных');
    expect(errorOf(await callback(browser, { ...good, consent: undefined }), 400)).toBe('Нужно согласие на обработку персональных данных');
    expect(errorOf(await callback(browser, { ...good, name: '' }), 400)).toBe('Укажите имя');
    expect(errorOf(await callback(browser, { ...good, phone: '555-66-77' }), 400)).toBe('Проверьте номер телефона: нужно 10 цифр после +7');
    expect(errorOf(await callback(browser, { ...good, message: 'я'.repeat(501) }), 400)).toBe('Сообщение — не длиннее 500 символов');
    expect(await stored()).toEqual([]);
  });
});
