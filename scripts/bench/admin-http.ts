/**
 * `npm run bench:admin -- --http`: the back office's reads over HTTP, as the app makes them. The
 * real api (api/app.ts) listens on loopback over the scratch database; a staff member is made with
 * create-owner's one-time password and signs in as staff do (the new password, the TOTP enrolment,
 * a code: the `staff_session` cookie); each read is then asked by autocannon on one keep-alive
 * connection, one request at a time, and every answer's time is kept (autocannon's own histogram
 * has no p95).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { generate } from 'otplib';
import { pino } from 'pino';
import { createApp } from '../../api/app';
import { createOwner } from '../../api/admin/service';
import { parseApiConfig } from '../../api/config';
import type { Database } from '../../api/db/database';
import type { AdminCase } from './admin-cases';
import { percentile } from './timing';

export interface AdminApi {
  url: string;
  /** The Cookie header of the signed-in staff member. */
  cookie: string;
  /** Her session's CSRF token, sent in X-CSRF-Token on every state-changing call. */
  csrfToken: string;
  close(): Promise<void>;
}

async function listen(database: Database): Promise<{ url: string; server: Server }> {
  const config = parseApiConfig({ NODE_ENV: 'production', DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
  const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), config });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** One POST of the sign-in, the cookie carried and renewed as a browser would; answers the envelope's data. */
async function post(url: string, jar: { cookie: string }, path: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jar.cookie ? { cookie: jar.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const set = response.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
  if (set) jar.cookie = set.split(';')[0]!;
  const envelope = (await response.json()) as { data: Record<string, string>; errors: { message: string }[] };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${envelope.errors[0]?.message}`);
  return envelope.data;
}

/** A new owner signed in through the api: one-time password, her own, the enrolment, a code. */
async function signIn(url: string, database: Database): Promise<{ cookie: string; csrfToken: string }> {
  const made = await createOwner(database.db, 'bench-owner@bench.local', 'Замер');
  if (!made.created) throw new Error(made.message);
  const jar = { cookie: '' };
  const own = 'замер-панели-по-http';
  if ((await post(url, jar, '/auth/sign-in/', { email: made.email, password: made.password })).step !== 'new-password') {
    throw new Error('create-owner дал не одноразовый пароль');
  }
  const { secret } = await post(url, jar, '/auth/new-password/', { password: own });
  const { csrfToken } = await post(url, jar, '/auth/totp/', { code: await generate({ secret: secret! }) });
  return { cookie: jar.cookie, csrfToken: csrfToken! };
}

export async function startAdminApi(database: Database): Promise<AdminApi> {
  const { url, server } = await listen(database);
  const { cookie, csrfToken } = await signIn(url, database);
  return {
    url,
    cookie,
    csrfToken,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export interface HttpTiming {
  p50: number;
  p95: number;
  /** Answers that were not 200. */
  failures: number;
}

/** `warmUp` requests untimed, then `iterations` timed, one at a time over one connection. */
export async function timeOverHttp(api: AdminApi, c: AdminCase, warmUp: number, iterations: number): Promise<HttpTiming> {
  const path = c.path!;
  const requests = Array.from({ length: warmUp + iterations }, (_, i) => ({ method: 'GET', path: `/api${path(i)}` }));
  const times: number[] = [];
  let failures = 0;
  const run = autocannon({ url: api.url, connections: 1, amount: requests.length, headers: { cookie: api.cookie }, requests, timeout: 30 });
  let answered = 0;
  run.on('response', (_client, status, _bytes, ms) => {
    if (answered++ < warmUp) return;
    times.push(ms);
    if (status !== 200) failures++;
  });
  const result = await run;
  failures += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), failures };
}
