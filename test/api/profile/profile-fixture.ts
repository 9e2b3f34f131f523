import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type request from 'supertest';
import { confirmedPhonesDataSchema } from '../../../shared/contract/order';
import { profileDataSchema, proofChallengeSchema, sendCodeDataSchema } from '../../../shared/contract/profile';
import { SESSION_COOKIE } from '../../../shared/contract/catalog';
import { useTestApi, type ApiEnv } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { insertBasketFixtures } from '../basket/basket-fixture';
import { firstPickupPoint, ORDER_FIXTURES, type Shopper } from '../order/order-fixture';

export const ANNA = '+7 (916) 123-45-67';

/** A test api with the order fixtures; `env` over the test defaults (limits, demo). */
export const useProfileApi = (env: ApiEnv = {}) =>
  useTestApi({
    env,
    prepare: async (api) => ({ ...(await insertBasketFixtures(api.db, ORDER_FIXTURES)), pointId: await firstPickupPoint(api.db) }),
  });

/** POST /profile/sendCode/ that must pass; answers the demo code (on outside production). */
export async function codeFor(browser: Shopper, phone: string): Promise<string> {
  const res = await browser.post('/api/profile/sendCode/').send({ phone });
  expect(res.status, res.text).toBe(200);
  const data = expectEnvelope(res, sendCodeDataSchema);
  expect(data.DEMO_CODE).toMatch(/^\d{6}$/);
  return data.DEMO_CODE!;
}

/**
 * Confirms `phone` for this browser as a shopper does before an order on receipt: the sign-in code
 * (POST /profile/sendCode/), then POST /order/confirmPhone/; answers the browser's phones.
 */
export async function confirmPhone(browser: Shopper, phone: string): Promise<string[]> {
  const code = await codeFor(browser, phone);
  const res = await browser.post('/api/order/confirmPhone/').send({ phone, code });
  expect(res.status, res.text).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return expectEnvelope(res, confirmedPhonesDataSchema).PHONES;
}

export function profileOf(res: request.Response) {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return expectEnvelope(res, profileDataSchema);
}

/** A new account for this browser: code, then registration with consent. */
export async function register(browser: Shopper, phone = ANNA, name = 'Анна') {
  const code = await codeFor(browser, phone);
  return profileOf(await browser.post('/api/profile/register/').send({ phone, code, name, consent: true }))!;
}

/** Signs this browser in to an existing account. */
export async function login(browser: Shopper, phone = ANNA) {
  const code = await codeFor(browser, phone);
  return profileOf(await browser.post('/api/profile/login/').send({ phone, code }))!;
}

/** The `sid` the answer set, if it set one. */
export function sidSet(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const sid = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return sid?.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
}

/**
 * What the ALTCHA widget does in a browser, done with altcha-lib: a challenge from the api, solved,
 * and the payload the widget would put in the sendCode body's `altcha`.
 */
export async function solvedProof(browser: Pick<Shopper, 'get'>): Promise<string> {
  const res = await browser.get('/api/profile/codeChallenge/');
  expect(res.status, res.text).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const challenge = expectEnvelope(res, proofChallengeSchema);
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
