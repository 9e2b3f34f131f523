import { createProviders } from '../../admin/providers';
import { useFresh } from '../support/lifetime';
import { startFakeAdminApi, type FakeAdminApi } from './fake-admin-api';
import type { FakeAccount } from './fake-admin-state';
import { totpCode } from './totp';

/** fetch with one cookie jar, as a browser tab holds the staff cookie for the app. */
function fetchWithCookies(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      jar.set(name!, value!);
    }
    return response;
  };
}

export interface AppAgainstFake {
  api: FakeAdminApi;
  owner: FakeAccount;
  app: ReturnType<typeof createProviders>;
  /** Another browser's providers (its own cookie jar). */
  another(): ReturnType<typeof createProviders>;
  /** The app after a reload: nothing in memory, the browser's cookie kept. */
  reloaded(): ReturnType<typeof createProviders>;
  /** Signs the app in as `account`: password, then enrolment or a code, then react-admin's login(). */
  signIn(account: FakeAccount, app?: ReturnType<typeof createProviders>): Promise<void>;
}

/** The app's providers (admin/providers.ts) against a fresh fake admin api with one owner, per test. */
export function useAppAgainstFake() {
  return useFresh(
    async (): Promise<AppAgainstFake> => {
      const api = await startFakeAdminApi();
      const owner = api.state.addAccount('owner@example.ru', 'Анна Владелец', 'owner', 'owner-password');
      const another = () => createProviders({ baseUrl: api.url, fetch: fetchWithCookies() });
      const browser = fetchWithCookies();
      const app = createProviders({ baseUrl: api.url, fetch: browser });
      const reloaded = () => createProviders({ baseUrl: api.url, fetch: browser });
      const signIn = async (account: FakeAccount, providers = app) => {
        const step = await providers.calls.signIn({ email: account.staff.email, password: account.password });
        const secret = step.step === 'enrol' ? step.secret : account.secret!;
        const session = await providers.calls.confirmCode(totpCode(secret));
        await providers.authProvider.login(session);
      };
      return { api, owner, app, another, reloaded, signIn };
    },
    (made) => made.api.close(),
  );
}
