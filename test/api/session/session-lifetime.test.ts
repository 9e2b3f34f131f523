import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../api/db/schema';
import { basketDataSchema } from '../../../shared/contract/basket';
import { expectEnvelope } from '../../support/envelope';
import { offersOf, shopperWith } from '../order/order-fixture';
import { codeFor, login, profileOf, register, sidSet, useProfileApi } from '../profile/profile-fixture';
import { ageSession, DAY_SECONDS, forgetLimits, sessionRowOf, sidMaxAge, sidOf } from './session-fixture';

const UA =
  'Mozilla/5.0 (Linux; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.1.79.00 Mobile Safari/537.36';

describe('a session ends on the server (30 days idle, 180 days at most)', () => {
  const api = useProfileApi();
  const offer = offersOf(api);

  /** Anna signed in on this browser with a line in her account's basket. */
  async function annaWithBasket() {
    const browser = await shopperWith(api().app, [[offer('ox-body:62'), 1]]);
    await register(browser);
    return browser;
  }

  it('refuses a session idle 31 days: the browser is a guest and sees nothing of the account', async () => {
    const browser = await annaWithBasket();
    await ageSession(api().db, browser, 31);
    expect(profileOf(await browser.get('/api/profile/'))).toBeNull();
    expect(expectEnvelope(await browser.get('/api/basket/'), basketDataSchema).basket.ITEMS).toHaveLength(0);
    // The account's things are intact: signing in again brings them back.
    await forgetLimits(api().db);
    await login(browser);
    expect(expectEnvelope(await browser.get('/api/basket/'), basketDataSchema).basket.ITEMS).toHaveLength(1);
  });

  it('keeps a session idle 29 days, and its use starts the 30 days again', async () => {
    const browser = await annaWithBasket();
    await ageSession(api().db, browser, 29);
    expect(profileOf(await browser.get('/api/profile/'))?.PHONE).toBe('79161234567');
    const row = await sessionRowOf(api().db, browser);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses a session 181 days after sign-in though it was used yesterday', async () => {
    const browser = await annaWithBasket();
    await ageSession(api().db, browser, 1, 181);
    expect(profileOf(await browser.get('/api/profile/'))).toBeNull();
    // A guest's session ends the same way: a call that needs one gets a new session, not the old row.
    const guest = await shopperWith(api().app, [[offer('ox-body:62'), 1]]);
    const old = sidOf(guest);
    await ageSession(api().db, guest, 1, 181);
    const added = await guest.get('/api/basket/add/').query({ id: offer('ox-hat:44'), quantity: 1 });
    expect(added.status).toBe(200);
    expect(sidSet(added)).toBeDefined();
    expect(sidOf(guest)).not.toBe(old);
    expect(expectEnvelope(added, basketDataSchema).basket.ITEMS).toHaveLength(1);
  });

  it('gives the cookie the server’s lifetime: 30 days from now, never past 180 days from sign-in', async () => {
    const guest = request.agent(api().app);
    const first = await guest.get('/api/basket/add/').query({ id: offer('ox-body:62'), quantity: 1 });
    expect(sidMaxAge(first.headers['set-cookie'])).toBe(30 * DAY_SECONDS);

    const code = await codeFor(guest, '+7 916 765-43-21');
    const signedIn = await guest.post('/api/profile/register/').send({ phone: '+7 916 765-43-21', code, name: 'Вера', consent: true });
    expect(sidMaxAge(signedIn.headers['set-cookie'])).toBe(30 * DAY_SECONDS);

    // Used again after an hour, the cookie slides: 30 days from now.
    await ageSession(api().db, guest, 2);
    const touched = await guest.get('/api/profile/');
    expect(sidMaxAge(touched.headers['set-cookie'])).toBe(30 * DAY_SECONDS);
    // Within the hour nothing is written, the cookie is not sent again.
    expect(sidMaxAge((await guest.get('/api/profile/')).headers['set-cookie'])).toBeUndefined();

    // 170 days after sign-in, what is left of the 180: ten days, not thirty.
    await ageSession(api().db, guest, 2, 170);
    const late = sidMaxAge((await guest.get('/api/profile/')).headers['set-cookie'])!;
    expect(late).toBeLessThanOrEqual(10 * DAY_SECONDS);
    expect(late).toBeGreaterThan(10 * DAY_SECONDS - 120);
  });

  it('records the browser at sign-in and when a signed-in session is used, at most hourly', async () => {
    const browser = request.agent(api().app);
    await browser
      .get('/api/basket/add/')
      .set('User-Agent', 'guest browser')
      .query({ id: offer('ox-body:62'), quantity: 1 });
    // A guest's browser is never shown, so never kept.
    expect((await sessionRowOf(api().db, browser))!.userAgent).toBeNull();
    browser.set('User-Agent', UA);
    await register(browser);
    const row = await sessionRowOf(api().db, browser);
    expect(row!.userAgent).toBe(UA);

    await browser.get('/api/profile/').set('User-Agent', 'later, same hour');
    expect((await sessionRowOf(api().db, browser))!.userAgent).toBe(UA);
    await ageSession(api().db, browser, 1);
    await browser.get('/api/profile/').set('User-Agent', 'x'.repeat(600));
    const touched = await api().db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(touched[0]!.userAgent).toBe('x'.repeat(512));
  });
});

describe('SESSION_IDLE_DAYS and SESSION_MAX_DAYS', () => {
  const api = useProfileApi({ SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '5' });

  it('are the lifetime: idle 3 of 2 days refused, 6 of 5 days refused, and the cookie follows', async () => {
    const browser = request.agent(api().app);
    const first = await register(browser).then(() => browser.get('/api/profile/'));
    expect(profileOf(first)).not.toBeNull();
    await ageSession(api().db, browser, 1, 4);
    const touched = await browser.get('/api/profile/');
    expect(profileOf(touched)).not.toBeNull();
    const maxAge = sidMaxAge(touched.headers['set-cookie'])!;
    expect(maxAge).toBeLessThanOrEqual(DAY_SECONDS);
    expect(maxAge).toBeGreaterThan(DAY_SECONDS - 120);
    await ageSession(api().db, browser, 3, 3);
    expect(profileOf(await browser.get('/api/profile/'))).toBeNull();
    await forgetLimits(api().db);
    await login(browser);
    await ageSession(api().db, browser, 1, 6);
    expect(profileOf(await browser.get('/api/profile/'))).toBeNull();
  });
});
