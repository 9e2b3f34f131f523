import type { profileCalls } from '../../shared/contract/calls/profile';
import type { DomainHandlers } from '../http/calls';
import { sessionLookup } from '../session/service';
import { listFeedback, listPersonalCoupons, readProfile, updateProfile, updateSubscriptions } from './account';
import { listDevices, logoutEverywhere } from './devices';
import { login, logout, register, sendCode, type SignInDeps } from './sign-in';
import { profileView } from './view';

/** /api/profile/… (spec §7.5): sign-in by a code sent to the phone, and the personal area. */
export function profileHandlers(deps: SignInDeps): DomainHandlers<keyof typeof profileCalls> {
  const { db } = deps;
  return {
    'GET /profile/': (_args, call) => readProfile(db, sessionLookup(db, call)),
    'POST /profile/sendCode/': ({ body }, call) => sendCode(deps, call, body.phone, body.altcha),
    'GET /profile/codeChallenge/': () => deps.limits.proof.challenge(),
    'POST /profile/login/': async ({ body }, call) => {
      const user = await login(deps, call, body);
      return user && profileView(user);
    },
    'POST /profile/register/': async ({ body }, call) => profileView(await register(deps, call, body)),
    'POST /profile/logout/': (_args, call) => logout(db, call),
    'POST /profile/update/': ({ body }, call) => updateProfile(db, sessionLookup(db, call), body),
    'POST /profile/updateSubscriptions/': ({ body }, call) => updateSubscriptions(db, sessionLookup(db, call), body),
    'GET /profile/promocodes/': async (_args, call) => ({ coupons: await listPersonalCoupons(db, sessionLookup(db, call)) }),
    'GET /profile/feedback/': async (_args, call) => ({ requests: await listFeedback(db, sessionLookup(db, call)) }),
    'GET /profile/devices/': (_args, call) => listDevices(db, call),
    'POST /profile/logoutEverywhere/': (_args, call) => logoutEverywhere(db, call),
  };
}
