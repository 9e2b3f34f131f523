import request from 'supertest';
import { sessions, users } from '../../../api/db/schema';
import { hashSessionToken, newSessionToken } from '../../../api/session/token';
import { SESSION_COOKIE } from '../../../shared/contract/catalog';
import type { TestApi } from '../../support/database';

/** A browser signed in to a new account with this phone (the sign-in itself is acc-profile's to test). */
export async function signedIn(on: TestApi, phone: string) {
  const [user] = await on.db.insert(users).values({ phone, name: 'Мария', consentAt: new Date() }).returning({ id: users.id });
  const token = newSessionToken();
  await on.db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user!.id });
  const cookie = `${SESSION_COOKIE}=${token}`;
  return {
    userId: user!.id,
    get: (path: string, query: object = {}) => request(on.app).get(path).query(query).set('Cookie', cookie),
    post: (path: string, body: object = {}) => request(on.app).post(path).set('Cookie', cookie).send(body),
  };
}
