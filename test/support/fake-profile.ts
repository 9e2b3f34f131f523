/**
 * The personal area of the fake api (shared/contract/profile.ts), made by the contract fixtures'
 * factory (client/testing/profile.ts): one signed-in shopper, known by a session cookie, with one
 * browser; every other session is a guest's.
 */
import type { Request } from 'express';
import { device, profile } from '../../client/testing/profile';
import type { FakeAnswers } from './fake-calls';

/** The session cookie of the fake api's signed-in shopper; any other session is a guest's. */
export const SIGNED_IN_COOKIE = 'sid=account-1';

export const fakeProfile = profile();

/** The signed-in shopper's one browser, this one («Где вы вошли»). */
export const fakeDevice = device({ BROWSER: 'Яндекс Браузер', SYSTEM: 'Android', KIND: 'phone', CURRENT: true });

const signedIn = (req: Request) => (req.headers.cookie ?? '').split(/;\s*/).includes(SIGNED_IN_COOKIE);

/** GET /profile/ and the personal area's lists, as the api answers them for the cookie. */
export const fakeProfileAnswers = {
  'GET /profile/': (req) => (signedIn(req) ? fakeProfile : null),
  'GET /profile/promocodes/': () => ({ coupons: [] }),
  'GET /profile/feedback/': () => ({ requests: [] }),
  'GET /profile/certificates/': () => ({ certificates: [] }),
  'GET /profile/devices/': () => ({ devices: [fakeDevice] }),
} satisfies FakeAnswers;
