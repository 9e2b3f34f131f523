import { eq, like, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loginCodes, outbox, rateLimits, sessions, users } from '../../../api/db/schema';
import { refusedField } from '../../support/envelope';
import { errorOf } from '../order/order-fixture';
import { ANNA, codeFor, login, profileOf, register, sidSet, useProfileApi } from './profile-fixture';

const api = useProfileApi();

const send = (browser: request.Agent | ReturnType<typeof request.agent>, phone = ANNA) =>
  browser.post('/api/profile/sendCode/').send({ phone });
const loginWith = (browser: ReturnType<typeof request.agent>, code: string, phone = ANNA) =>
  browser.post('/api/profile/login/').send({ phone, code });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in codes', () => {
  it('sends a code by SMS through the outbox, stored only as a salted hash', async () => {
    const res = await send(request.agent(api().app));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ RESEND_AFTER: 60, EXPIRES_IN: 300, DEMO_CODE: expect.stringMatching(/^\d{6}$/) });
    const code = res.body.data.DEMO_CODE as string;

    const [stored] = await api().db.select().from(loginCodes);
    expect(stored).toMatchObject({ phone: '79161234567', attempts: 0, consumedAt: null });
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const [sms] = await api().db.select().from(outbox);
    expect(sms).toMatchObject({ kind: 'sms', dedupeKey: `login-code:${stored!.id}`, sentAt: null });
    expect(sms!.payload).toEqual({ phone: '79161234567', text: expect.stringContaining(code) });
  });

  it('reads every common form of a phone as one account', async () => {
    const anna = await register(request.agent(api().app), '8 916 123-45-67');
    for (const phone of ['+7 (916) 1234567', '9161234567']) {
      await api().db.execute(sql`DELETE FROM rate_limits`);
      expect((await login(request.agent(api().app), phone)).ID).toBe(anna.ID);
    }
    expect(await api().db.$count(users)).toBe(1);
  });

  it('refuses a wrong code with the tries left, and burns the code after the fifth', async () => {
    const browser = request.agent(api().app);
    await register(request.agent(api().app));
    await api().db.execute(sql`DELETE FROM rate_limits`);
    const code = await codeFor(browser, ANNA);
    for (let left = 4; left >= 0; left--) {
      const res = await loginWith(browser, wrong(code));
      expect(refusedField(res)).toBe('code');
      const message = errorOf(res, 400);
      expect(message).toBe(
        left > 0 ? `Неверный код. Осталось попыток: ${left}` : 'Неверный код. Попытки закончились — запросите новый код',
      );
    }
    // The sixth try, even with the right code, is refused: the code is burnt.
    const burnt = await loginWith(browser, code);
    expect(errorOf(burnt, 400)).toBe('Слишком много неверных попыток — запросите новый код');
    expect(refusedField(burnt)).toBe('code');
    expect(profileOf(await browser.get('/api/profile/'))).toBeNull();
  });

  it('refuses an expired code, and one that was never asked for', async () => {
    const browser = request.agent(api().app);
    await register(request.agent(api().app));
    await api().db.execute(sql`DELETE FROM rate_limits`);
    const code = await codeFor(browser, ANNA);
    await api()
      .db.update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await loginWith(browser, code);
    expect(errorOf(expired, 400)).toBe('Код устарел или не запрашивался — запросите новый');
    expect(refusedField(expired)).toBe('code');
    expect(errorOf(await loginWith(browser, '123456', '+7 999 000-00-00'), 400)).toBe('Код устарел или не запрашивался — запросите новый');
  });

  it('uses a code once', async () => {
    const browser = request.agent(api().app);
    const code = await codeFor(browser, ANNA);
    expect(profileOf(await browser.post('/api/profile/register/').send({ phone: ANNA, code, name: 'Анна', consent: true }))).not.toBeNull();
    expect(errorOf(await loginWith(request.agent(api().app), code), 400)).toBe('Код устарел или не запрашивался — запросите новый');
  });

  it('answers an unknown phone with null, not an error, and keeps its code for registration', async () => {
    const browser = request.agent(api().app);
    const code = await codeFor(browser, ANNA);
    expect(profileOf(await loginWith(browser, code))).toBeNull();
    expect(await api().db.$count(sessions)).toBe(0);
    const res = await browser
      .post('/api/profile/register/')
      .send({ phone: ANNA, code, name: 'Анна', email: 'anna@example.ru', consent: true });
    expect(profileOf(res)).toMatchObject({ PHONE: '79161234567', NAME: 'Анна', EMAIL: 'anna@example.ru' });
    const [user] = await api().db.select().from(users);
    expect(user!.consentAt).toBeInstanceOf(Date);
  });

  it('signs an already registered phone in at registration, keeping its profile', async () => {
    const first = await register(request.agent(api().app), ANNA, 'Анна');
    await api().db.execute(sql`DELETE FROM rate_limits`);
    const again = await register(request.agent(api().app), ANNA, 'Кто-то другой');
    expect(again).toMatchObject({ ID: first.ID, NAME: 'Анна' });
  });

  it('refuses registration without the 152-FZ consent, writing nothing', async () => {
    const browser = request.agent(api().app);
    const code = await codeFor(browser, ANNA);
    const res = await browser.post('/api/profile/register/').send({ phone: ANNA, code, name: 'Анна', consent: false });
    expect(errorOf(res, 400)).toBe('Нужно согласие на обработку персональных данных');
    expect(await api().db.$count(users)).toBe(0);
  });
});

describe('limits on codes', () => {
  it('refuses a second code within 60 s with 429, Retry-After and when to try again', async () => {
    await send(request.agent(api().app));
    const before = await api().db.$count(loginCodes);
    const res = await send(request.agent(api().app), '8 (916) 123-45-67');
    expect(errorOf(res, 429)).toMatch(/^Слишком много запросов кода\. Попробуйте через (\d|[1-5]\d|60) с$/);
    expect(refusedField(res)).toBe('phone');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await api().db.$count(loginCodes)).toBe(before);
    expect(await api().db.$count(outbox)).toBe(before);
  });

  it("asks for proof of work, not a day's wait, past three codes of a day for one phone", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await send(request.agent(api().app))).status).toBe(200);
      // The minute's window ends (as if a minute passed); the day's does not.
      await api().db.update(rateLimits).set({ expire: 0 }).where(like(rateLimits.key, 'code_pair:%'));
    }
    const res = await send(request.agent(api().app));
    expect(errorOf(res, 429)).toBe('Подтвердите, что вы не робот: на этот номер сегодня уже отправляли коды');
    expect(refusedField(res)).toBe('altcha');
    expect(res.headers['retry-after']).toBeUndefined();
    expect(await api().db.$count(loginCodes)).toBe(3);
  });
});

describe('limit per address', () => {
  const limited = useProfileApi({ LOGIN_CODES_PER_IP_HOUR: '3' });
  it('stops codes from one address past LOGIN_CODES_PER_IP_HOUR, whatever the phones', async () => {
    for (const phone of ['9160000001', '9160000002', '9160000003']) {
      expect((await send(request.agent(limited().app), phone)).status).toBe(200);
    }
    const res = await send(request.agent(limited().app), '9160000004');
    expect(errorOf(res, 429)).toMatch(/^Слишком много запросов кода\. Попробуйте через \d+ мин$/);
    expect(refusedField(res)).toBe('phone');
    expect(await limited().db.$count(loginCodes)).toBe(3);
  });
});

describe('the session at sign-in and sign-out', () => {
  it('rotates the sid at sign-in and at sign-out; the old tokens sign nobody in', async () => {
    const browser = request.agent(api().app);
    const guestSid = sidSet(await browser.get('/api/wishlist/').query({ id: api().fixture.productIds.get('ox-hat') }));
    expect(guestSid).toBeDefined();

    const code = await codeFor(browser, ANNA);
    const registered = await browser.post('/api/profile/register/').send({ phone: ANNA, code, name: 'Анна', consent: true });
    const accountSid = sidSet(registered);
    expect(accountSid).toBeDefined();
    expect(accountSid).not.toBe(guestSid);
    expect(String(registered.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(registered.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    expect(profileOf(await browser.get('/api/profile/'))).toMatchObject({ NAME: 'Анна' });
    const old = await request(api().app).get('/api/profile/').set('Cookie', `sid=${guestSid}`);
    expect(profileOf(old)).toBeNull();

    const out = await browser.post('/api/profile/logout/').send({});
    expect(profileOf(out)).toBeNull();
    const guestAgain = sidSet(out);
    expect(guestAgain).toBeDefined();
    expect(guestAgain).not.toBe(accountSid);
    expect(profileOf(await browser.get('/api/profile/'))).toBeNull();
    expect(profileOf(await request(api().app).get('/api/profile/').set('Cookie', `sid=${accountSid}`))).toBeNull();
    // A fresh guest: nothing of the account stays in the browser.
    expect((await browser.get('/api/wishlist/')).body.data.ITEMS).toEqual([]);
  });

  it('answers GET /profile/ with null for a guest and makes no session', async () => {
    expect(profileOf(await request(api().app).get('/api/profile/'))).toBeNull();
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('answers 401 «Войдите в личный кабинет» to a guest on every call that needs an account', async () => {
    const guest = request.agent(api().app);
    const calls = [
      guest.post('/api/profile/update/').send({ name: 'Анна' }),
      guest.post('/api/profile/updateSubscriptions/').send({ email: true, sms: false }),
      guest.get('/api/profile/promocodes/'),
      guest.get('/api/profile/feedback/'),
    ];
    for (const res of await Promise.all(calls)) expect(errorOf(res, 401)).toBe('Войдите в личный кабинет');
    expect(await api().db.$count(sessions)).toBe(0);
    expect(await api().db.$count(users, eq(users.id, 0))).toBe(0);
  });
});
