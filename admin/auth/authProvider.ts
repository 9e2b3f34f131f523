import type { AuthProvider } from 'react-admin';
import type { Staff, TotpData } from '../contract-types';
import type { AdminHttp } from '../http';
import { mayOpen } from './access';
import type { AuthCalls } from './calls';

/** What the login page hands to react-admin's login() once both factors passed. */
export type SignedIn = Pick<TotpData, 'staff' | 'csrfToken'>;

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * react-admin's view of the staff session. The cookie is the session; the app keeps only who
 * signed in and the CSRF token, in memory: a reload asks GET /admin/auth/me/ again.
 */
export function createAuthProvider(http: AdminHttp, calls: AuthCalls): AuthProvider & { signedInStaff(): Staff | null } {
  let staff: Staff | null = null;
  const remember = (session: SignedIn | null) => {
    staff = session?.staff ?? null;
    http.setCsrfToken(session?.csrfToken ?? null);
  };
  const current = async (): Promise<Staff> => {
    if (!staff) remember(await calls.me());
    return staff!;
  };

  return {
    signedInStaff: () => staff,
    async login(session: SignedIn) {
      remember(session);
    },
    async logout() {
      // Without a full session there is nothing to close (and no token to send).
      if (staff) await calls.signOut().catch(() => undefined);
      remember(null);
    },
    async checkAuth() {
      await current();
    },
    async checkError(error: unknown) {
      // 401: the session ended (12 h idle, or signed out elsewhere). A 403 is a refusal, not a sign-out.
      if (statusOf(error) === 401) {
        remember(null);
        throw error;
      }
    },
    async getIdentity() {
      const { id, name } = await current();
      return { id, fullName: name };
    },
    async getPermissions() {
      return (await current()).role;
    },
    async canAccess({ resource }) {
      const role = await current()
        .then((s) => s.role)
        .catch(() => undefined);
      return mayOpen(role, resource);
    },
  };
}
