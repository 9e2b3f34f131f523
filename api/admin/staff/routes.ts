import type { DomainHandlers } from '../../http/calls';
import { clientAddress } from '../../limits/service';
import { signedInOf, staffSessionOf } from '../access';
import { endSession } from '../session/service';
import { createStaff, listStaff, resetStaff, toStaff, updateStaff, type Actor } from './service';
import { changePassword, setFirstPassword } from './password';
import { confirmCode, signIn, type SignInDeps } from './sign-in';

/** Thin: the access step (api/admin/access.ts) checked the session and role; the services do the rest. */

type AuthIds =
  | 'GET /admin/auth/me/'
  | 'POST /admin/auth/sign-in/'
  | 'POST /admin/auth/totp/'
  | 'POST /admin/auth/new-password/'
  | 'POST /admin/auth/password/'
  | 'POST /admin/auth/sign-out/';
type StaffIds = 'GET /admin/staff/' | 'POST /admin/staff/' | 'POST /admin/staff/{id}/' | 'POST /admin/staff/{id}/reset/';

export function authHandlers(deps: SignInDeps): DomainHandlers<AuthIds> {
  return {
    'GET /admin/auth/me/': async (_args, { req }) => {
      const session = signedInOf(req);
      return { staff: toStaff(session.staff), csrfToken: session.csrfToken! };
    },
    'POST /admin/auth/sign-in/': ({ body }, call) => signIn(deps, call, staffSessionOf(call.req), body),
    'POST /admin/auth/totp/': ({ body }, call) => confirmCode(deps, call, staffSessionOf(call.req)!, body.code),
    'POST /admin/auth/new-password/': ({ body }, call) => setFirstPassword(deps, call, staffSessionOf(call.req)!, body.password),
    'POST /admin/auth/password/': ({ body }, call) => changePassword(deps, call, signedInOf(call.req), body),
    'POST /admin/auth/sign-out/': async (_args, call) => {
      await endSession(deps.db, call, staffSessionOf(call.req));
      return {};
    },
  };
}

export function staffHandlers({ db }: SignInDeps): DomainHandlers<StaffIds> {
  const actor = (call: Parameters<typeof clientAddress>[0]): Actor => ({
    staff: signedInOf(call.req).staff,
    address: clientAddress(call),
  });
  return {
    'GET /admin/staff/': async () => ({ items: await listStaff(db), next: null }),
    'POST /admin/staff/': ({ body }, call) => createStaff(db, actor(call), body),
    'POST /admin/staff/{id}/': async ({ params, body }, call) => ({ staff: await updateStaff(db, actor(call), params.id, body) }),
    'POST /admin/staff/{id}/reset/': ({ params }, call) => resetStaff(db, actor(call), params.id),
  };
}
