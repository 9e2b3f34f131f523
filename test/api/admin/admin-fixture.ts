import { lt } from 'drizzle-orm';
import request from 'supertest';
import { expect } from 'vitest';
import { rateLimits } from '../../../api/db/schema';
import { CSRF_HEADER, STAFF_SESSION_COOKIE } from '../../../shared/contract/admin/roles';
import { signInDataSchema, totpDataSchema } from '../../../shared/contract/admin/staff';
import type { TestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';

/** The back office as a browser at `address` speaks to it (through the storefront's proxy, X-Forwarded-For). */
export function browserAt(api: () => TestApi, address = '198.51.100.1') {
  let cookie: string | undefined;
  let csrfToken: string | undefined;
  const remember = (res: request.Response) => {
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`));
    if (set) cookie = set.split(';')[0];
    return res;
  };
  const headers = (req: request.Test) => {
    req.set('X-Forwarded-For', address);
    if (cookie) req.set('Cookie', cookie);
    if (csrfToken) req.set(CSRF_HEADER, csrfToken);
    return req;
  };
  const browser = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    get: async (path: string) => remember(await headers(request(api().app).get(`/api/admin${path}`))),
    post: async (path: string, body: object = {}) => remember(await headers(request(api().app).post(`/api/admin${path}`).send(body))),
    signIn: (email: string, password: string) => browser.post('/auth/sign-in/', { email, password }),
    /** The second step; a success keeps the CSRF token for the calls after it. */
    async code(code: string) {
      const res = await browser.post('/auth/totp/', { code });
      if (res.status === 200) csrfToken = expectEnvelope(res, totpDataSchema).csrfToken;
      return res;
    },
    /** Password and code in one go; answers the second step's data. */
    async signInFully(email: string, password: string, code: () => Promise<string>) {
      const first = await browser.signIn(email, password);
      expect(first.status, first.text).toBe(200);
      expectEnvelope(first, signInDataSchema);
      const second = await browser.code(await code());
      expect(second.status, second.text).toBe(200);
      return expectEnvelope(second, totpDataSchema);
    },
  };
  return browser;
}

/** As if an hour passed for the limits: every window ends. */
export const limitsForget = (api: () => TestApi) =>
  api()
    .db.update(rateLimits)
    .set({ expire: 0 })
    .where(lt(rateLimits.expire, Date.now() + 3_600_000));
