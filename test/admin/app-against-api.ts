import { createProviders } from '../../admin/providers';
import { CSRF_HEADER, type StaffRole } from '../../shared/contract/admin/roles';
import { createTestDatabase, testApiApp, type ApiEnv, type TestDatabase } from '../support/database';
import { useFresh } from '../support/lifetime';
import { addStaff, totpCode, type TestStaff } from '../support/staff';
import { listenOnLoopback } from './loopback';

/** A request the app sent: method, path, query and the CSRF header it carried. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  csrf: string | null;
}

/**
 * fetch with one cookie jar, as a browser holds the staff cookie for the app, writing down every
 * request it sends (what the app asked for; the database says what the api did with it).
 */
function browserFetch(sent: SentRequest[]): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const url = new URL(String(input));
    sent.push({ method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, csrf: headers.get(CSRF_HEADER) });
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      // A session ended by the api comes back as an emptied, expired cookie: the browser forgets it.
      if (value === '' || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a))) jar.delete(name!);
      else jar.set(name!, value);
    }
    return response;
  };
}

/** A browser tab of the back office: the app's providers, its browser's cookies, what it sent. */
export interface AppTab extends ReturnType<typeof createProviders> {
  sent: SentRequest[];
  /** The same browser after a reload: nothing in the app's memory, the cookie kept. */
  reloaded(): AppTab;
}

export interface AppAgainstApi {
  /** The api's address on loopback. */
  url: string;
  database: TestDatabase;
  /** The owner the database starts with, enrolled in TOTP. */
  owner: TestStaff;
  /** The first browser, signed out. */
  app: AppTab;
  /** Another browser, with cookies of its own. */
  another(): AppTab;
  /** A staff member of `role` written to the database, enrolled unless told otherwise. */
  addStaff(role: StaffRole, options?: { enrolled?: boolean; email?: string }): Promise<TestStaff>;
  /**
   * Signs `tab` in as `member` through the app's calls (password, then a code, or the enrolment with
   * the secret it shows), then react-admin's login(); answers an enrolment's recovery codes, else null.
   * `step`: a later TOTP step's code, for a second sign-in of one account in a test (a code counts once).
   */
  signIn(member: TestStaff, tab?: AppTab, step?: number): Promise<string[] | null>;
  close(): Promise<void>;
}

/** The app's providers against the real api on a fresh database copy, listening on loopback. */
export async function startAppAgainstApi(env: ApiEnv = {}): Promise<AppAgainstApi> {
  const database = await createTestDatabase();
  const server = await listenOnLoopback(testApiApp(database, env));
  const newTab = (): AppTab => {
    const sent: SentRequest[] = [];
    const send = browserFetch(sent);
    const open = (): AppTab => ({ ...createProviders({ baseUrl: server.url, fetch: send }), sent, reloaded: open });
    return open();
  };
  const app = newTab();
  return {
    url: server.url,
    database,
    owner: await addStaff(database.db, { role: 'owner' }),
    app,
    another: newTab,
    addStaff: (role, options = {}) => addStaff(database.db, { role, ...options }),
    async signIn(member, tab = app, step = 0) {
      const first = await tab.calls.signIn({ email: member.email, password: member.password });
      if (first.step === 'enrol') member.secret = first.secret;
      const session = await tab.calls.confirmCode(await totpCode(member.secret!, step * 30));
      await tab.authProvider.login(session);
      return session.recoveryCodes;
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** A fresh one for each test, closed after it; answers its getter. */
export const useAppAgainstApi = (env: ApiEnv = {}) =>
  useFresh(
    () => startAppAgainstApi(env),
    (made) => made.close(),
  );
