import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../../api/db/schema';
import { personalCouponsDataSchema, feedbackListDataSchema } from '../../../shared/contract/profile';
import { expectEnvelope } from '../../support/envelope';
import { basketOf, errorOf, offersOf } from '../order/order-fixture';
import { confirmPhone, profileOf, register, useProfileApi } from './profile-fixture';

const api = useProfileApi();
const offer = offersOf(api);

describe('the personal area', () => {
  it('updates the profile, and refuses a bad field with its Russian message, changing nothing', async () => {
    const browser = request.agent(api().app);
    await register(browser);
    const body = {
      name: 'Анна Петрова',
      email: 'anna@example.ru',
      birthday: '1990-04-12',
      children: [{ name: 'Миша', birthday: '2023-08-01' }],
    };
    expect(profileOf(await browser.post('/api/profile/update/').send(body))).toMatchObject({
      NAME: 'Анна Петрова',
      EMAIL: 'anna@example.ru',
      BIRTHDAY: '1990-04-12',
      CHILDREN: [{ NAME: 'Миша', BIRTHDAY: '2023-08-01' }],
    });
    const bad = await browser.post('/api/profile/update/').send({ ...body, name: 'Аня', email: 'не почта' });
    expect(errorOf(bad, 400)).toBe('Проверьте адрес электронной почты');
    expect(profileOf(await browser.get('/api/profile/'))).toMatchObject({ NAME: 'Анна Петрова', EMAIL: 'anna@example.ru' });
  });

  it('stores each subscription with the date it was chosen', async () => {
    const browser = request.agent(api().app);
    const fresh = await register(browser);
    expect(fresh.SUBSCRIPTIONS).toEqual({ EMAIL: { ON: false, CHANGED_AT: null }, SMS: { ON: false, CHANGED_AT: null } });
    await browser.post('/api/profile/update/').send({ name: 'Анна', email: 'anna@example.ru' });
    const on = profileOf(await browser.post('/api/profile/updateSubscriptions/').send({ email: true, sms: false }))!;
    expect(on.SUBSCRIPTIONS.EMAIL.ON).toBe(true);
    expect(Date.parse(on.SUBSCRIPTIONS.EMAIL.CHANGED_AT!)).toBeGreaterThan(Date.now() - 60_000);
    expect(on.SUBSCRIPTIONS.SMS).toEqual({ ON: false, CHANGED_AT: null });
  });

  it('refuses e-mail news to a profile without an e-mail, saying where to enter it, and changes nothing', async () => {
    const browser = request.agent(api().app);
    await register(browser);
    const refused = await browser.post('/api/profile/updateSubscriptions/').send({ email: true, sms: true });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { message: 'Чтобы получать письма, укажите e-mail в разделе «Личные данные»', customData: { field: 'email' } },
    ]);
    expect(profileOf(await browser.get('/api/profile/'))!.SUBSCRIPTIONS).toEqual({
      EMAIL: { ON: false, CHANGED_AT: null },
      SMS: { ON: false, CHANGED_AT: null },
    });
    // SMS news need no e-mail.
    const sms = profileOf(await browser.post('/api/profile/updateSubscriptions/').send({ email: false, sms: true }))!;
    expect(sms.SUBSCRIPTIONS.SMS.ON).toBe(true);
  });

  it('ends the e-mail news when the e-mail is taken out of the profile', async () => {
    const browser = request.agent(api().app);
    await register(browser);
    await browser.post('/api/profile/update/').send({ name: 'Анна', email: 'anna@example.ru' });
    await browser.post('/api/profile/updateSubscriptions/').send({ email: true, sms: true });
    const updated = profileOf(await browser.post('/api/profile/update/').send({ name: 'Анна', email: '' }))!;
    expect(updated.EMAIL).toBeNull();
    expect(updated.SUBSCRIPTIONS.EMAIL.ON).toBe(false);
    expect(updated.SUBSCRIPTIONS.SMS.ON).toBe(true);
  });

  it('issues a welcome coupon at registration that only its account can use', async () => {
    const browser = request.agent(api().app);
    await register(browser);
    const res = await browser.get('/api/profile/promocodes/');
    const { coupons } = expectEnvelope(res, personalCouponsDataSchema);
    expect(coupons).toHaveLength(1);
    const [welcome] = coupons;
    expect(welcome).toMatchObject({ DISCOUNT: '500\u00a0р.', TERMS: 'На заказ от 3\u00a0000\u00a0р., один раз', USED: false });
    expect(welcome!.CODE).toMatch(/^PRIVET-[2-9A-Z]{6}$/);
    expect(Date.parse(welcome!.EXPIRES_AT!)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await browser.get('/api/basket/add/').query({ id: offer('ox-leto:80'), quantity: 2 });
    expect(basketOf(await browser.get('/api/basket/setCoupon/').query({ coupon: welcome!.CODE })).COUPON).not.toBeNull();

    const stranger = request.agent(api().app);
    await stranger.get('/api/basket/add/').query({ id: offer('ox-leto:80'), quantity: 2 });
    const refused = await stranger.get('/api/basket/setCoupon/').query({ coupon: welcome!.CODE });
    expect(errorOf(refused, 409)).toBe('Это личный промокод: он действует, когда вы вошли в личный кабинет, которому он выдан');
  });

  it('lists the call-back requests this account sent', async () => {
    const browser = request.agent(api().app);
    await register(browser);
    await browser.post('/api/form/callback/').send({ name: 'Анна', phone: '9161234567', message: 'Подберите размер', consent: true });
    await request(api().app).post('/api/form/callback/').send({ name: 'Гость', phone: '9031112233', message: 'Чужое', consent: true });
    const { requests } = expectEnvelope(await browser.get('/api/profile/feedback/'), feedbackListDataSchema);
    expect(requests.map((r) => r.MESSAGE)).toEqual(['Подберите размер']);
    expect(await api().db.$count(users)).toBe(1);
  });
});

describe('limits on orders', () => {
  const limited = useProfileApi({ ORDERS_PER_IP_HOUR: '5', ORDERS_PER_PHONE_HOUR: '2' });
  const fast = (browser: ReturnType<typeof request.agent>, phone: string) =>
    browser
      .post('/api/order/fastOrder/')
      .send({ name: 'Мария', phone, consent: true, idempotencyKey: randomUUID(), offerId: limited().fixture.offerIds.get('ox-hat:44') });

  it('stops a loop of one-click orders from one phone, then from one address', async () => {
    const browser = request.agent(limited().app);
    await confirmPhone(browser, '9031112233');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await fast(browser, '9031112233')).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    const refused = await fast(browser, '9031112233');
    expect(errorOf(refused, 429)).toMatch(/^Слишком много заказов\. Попробуйте через \d+ мин$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other phones from the same address: the address's budget (5 in all, spent by the loop) is gone.
    expect(errorOf(await fast(browser, '9031112244'), 429)).toMatch(/^Слишком много заказов/);
    expect(await limited().db.$count(orders)).toBe(2);
  });
});
