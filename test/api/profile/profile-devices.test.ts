import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../api/db/schema';
import { devicesDataSchema } from '../../../shared/contract/devices';
import { basketDataSchema } from '../../../shared/contract/basket';
import { expectEnvelope } from '../../support/envelope';
import { errorOf, offersOf } from '../order/order-fixture';
import { ANNA, login, profileOf, register, sidSet, useProfileApi } from './profile-fixture';
import { ageSession, forgetLimits, sidOf } from '../session/session-fixture';

const BORIS = '+7 (903) 555-12-34';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.1.79.00 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BORIS_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

describe('«Где вы вошли» and «Выйти на всех устройствах»', () => {
  const api = useProfileApi();
  const offer = offersOf(api);

  /** A browser with its own User-Agent on every request. */
  const browser = (userAgent: string) => request.agent(api().app).set('User-Agent', userAgent);
  const devicesOf = async (b: ReturnType<typeof browser>) => {
    const res = await b.get('/api/profile/devices/');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return expectEnvelope(res, devicesDataSchema).devices;
  };

  /** Anna on her phone and her laptop, Boris on his Mac. */
  async function threeBrowsers() {
    const phone = browser(PHONE_UA);
    await register(phone, ANNA, 'Анна');
    const laptop = browser(LAPTOP_UA);
    await forgetLimits(api().db);
    await login(laptop, ANNA);
    const boris = browser(BORIS_UA);
    await register(boris, BORIS, 'Борис');
    return { phone, laptop, boris };
  }

  it('answers 401 to a guest on both calls, and makes no session', async () => {
    const guest = request.agent(api().app);
    expect(errorOf(await guest.get('/api/profile/devices/'), 401)).toBe('Войдите в личный кабинет');
    expect(errorOf(await guest.post('/api/profile/logoutEverywhere/').send({}), 401)).toBe('Войдите в личный кабинет');
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('lists the account’s own browsers only, this one first and marked, with when each was last used', async () => {
    const { phone, laptop, boris } = await threeBrowsers();
    const seen = await devicesOf(phone);
    expect(seen).toEqual([
      {
        BROWSER: 'Яндекс Браузер',
        SYSTEM: 'Android',
        KIND: 'phone',
        CURRENT: true,
        LAST_USED_AT: expect.any(String),
        LAST_USED: expect.stringMatching(/^сегодня в \d{1,2}:\d{2}$/),
      },
      {
        BROWSER: 'Chrome',
        SYSTEM: 'Windows',
        KIND: 'computer',
        CURRENT: false,
        LAST_USED_AT: expect.any(String),
        LAST_USED: expect.stringMatching(/^сегодня в \d{1,2}:\d{2}$/),
      },
    ]);
    // From the laptop, the laptop is this device.
    expect((await devicesOf(laptop)).map((d) => [d.BROWSER, d.CURRENT])).toEqual([
      ['Chrome', true],
      ['Яндекс Браузер', false],
    ]);
    // Boris sees his Mac alone, never Anna's browsers.
    expect((await devicesOf(boris)).map((d) => d.BROWSER)).toEqual(['Safari']);
  });

  it('leaves out sessions that ended (signed out) or expired, and says an older last use by its date', async () => {
    const { phone, laptop } = await threeBrowsers();
    const tablet = browser(
      'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    );
    await forgetLimits(api().db);
    await login(tablet, ANNA);
    await ageSession(api().db, tablet, 3);
    expect((await devicesOf(phone)).find((d) => d.SYSTEM === 'iPad')?.LAST_USED).toMatch(/^\d{1,2} [а-я]+ \d{4} в \d{1,2}:\d{2}$/);

    expect((await laptop.post('/api/profile/logout/').send({})).status).toBe(200);
    await ageSession(api().db, tablet, 31);
    expect((await devicesOf(phone)).map((d) => d.BROWSER)).toEqual(['Яндекс Браузер']);
  });

  it('«Выйти на всех устройствах» ends every session of the account, this one too; another account stays signed in', async () => {
    const { phone, laptop, boris } = await threeBrowsers();
    expect((await phone.get('/api/basket/add/').query({ id: offer('ox-body:62'), quantity: 1 })).status).toBe(200);
    const before = sidOf(phone);

    const res = await phone.post('/api/profile/logoutEverywhere/').send({});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', data: null });
    // This browser becomes a guest under a new token, as after «Выйти».
    expect(sidSet(res)).toBeDefined();
    expect(sidOf(phone)).not.toBe(before);
    expect(profileOf(await phone.get('/api/profile/'))).toBeNull();
    expect(expectEnvelope(await phone.get('/api/basket/'), basketDataSchema).basket.ITEMS).toHaveLength(0);
    // The laptop's cookie signs nobody in any more.
    expect(profileOf(await laptop.get('/api/profile/'))).toBeNull();
    expect(errorOf(await laptop.get('/api/profile/devices/'), 401)).toBe('Войдите в личный кабинет');
    // Boris is untouched.
    expect(profileOf(await boris.get('/api/profile/'))?.NAME).toBe('Борис');
    expect(await devicesOf(boris)).toHaveLength(1);

    // Nothing of the account is lost: signing in again brings its basket back.
    await forgetLimits(api().db);
    await login(laptop, ANNA);
    expect(expectEnvelope(await laptop.get('/api/basket/'), basketDataSchema).basket.ITEMS).toHaveLength(1);
    expect((await devicesOf(laptop)).map((d) => d.CURRENT)).toEqual([true]);
    const [anna] = await api().db.select({ id: users.id }).from(users).where(eq(users.phone, '79161234567'));
    const rows = await api().db.select().from(sessions).where(eq(sessions.userId, anna!.id));
    // Ended rows keep their account (their orders' history) under a token no cookie can carry.
    expect(rows.filter((r) => r.endedAt !== null).map((r) => r.tokenHash)).toEqual([
      expect.stringMatching(/^retired:/),
      expect.stringMatching(/^retired:/),
    ]);
  });
});
