import { createAuthProvider } from './auth/authProvider';
import { authCalls } from './auth/calls';
import { createDataProvider } from './data/dataProvider';
import { createAdminHttp, type AdminHttpOptions } from './http';

/** The app's providers over one HTTP client (one CSRF token); tests make their own against a fake. */
export function createProviders(options: AdminHttpOptions = {}) {
  const http = createAdminHttp(options);
  const calls = authCalls(http);
  return { calls, authProvider: createAuthProvider(http, calls), dataProvider: createDataProvider(http) };
}

/** The app's own: the login page walks the sign-in calls itself, then hands the session to react-admin. */
export const providers = createProviders();
