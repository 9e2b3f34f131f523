import type express from 'express';
import { ok, type Device, type Profile } from '../../shared/contract';

/** The session cookie of the fake api's signed-in shopper; any other session is a guest's. */
export const SIGNED_IN_COOKIE = 'sid=account-1';

export const fakeProfile: Profile = {
  ID: 1,
  PHONE: '79161234567',
  NAME: 'Анна',
  EMAIL: null,
  BIRTHDAY: null,
  CHILDREN: [],
  SUBSCRIPTIONS: { EMAIL: { ON: false, CHANGED_AT: null }, SMS: { ON: false, CHANGED_AT: null } },
  REGISTERED_AT: '2026-11-20T10:00:00.000Z',
};

/** The signed-in shopper's one browser, this one («Где вы вошли»). */
export const fakeDevice: Device = {
  BROWSER: 'Яндекс Браузер',
  SYSTEM: 'Android',
  KIND: 'phone',
  LAST_USED_AT: '2026-11-24T11:05:00.000Z',
  LAST_USED: 'сегодня в 14:05',
  CURRENT: true,
};

/** GET /profile/ and the personal area's lists, as the api answers them for the cookie. */
export function mountFakeProfile(app: express.Express) {
  const signedIn = (req: express.Request) => (req.headers.cookie ?? '').split(/;\s*/).includes(SIGNED_IN_COOKIE);
  app.get('/api/profile/', (req, res) => {
    res.json(ok(signedIn(req) ? fakeProfile : null));
  });
  app.get('/api/profile/promocodes/', (_req, res) => {
    res.json(ok({ coupons: [] }));
  });
  app.get('/api/profile/feedback/', (_req, res) => {
    res.json(ok({ requests: [] }));
  });
  app.get('/api/profile/certificates/', (_req, res) => {
    res.json(ok({ certificates: [] }));
  });
  app.get('/api/profile/devices/', (_req, res) => {
    res.json(ok({ devices: [fakeDevice] }));
  });
}
