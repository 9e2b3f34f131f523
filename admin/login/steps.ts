import type { SignInData, TotpData } from '../contract-types';

/**
 * Where a sign-in stands: password, then (for a one-time password) a new one, then a code or the
 * enrolment, then (after enrolment) the recovery codes.
 */
export type SignInStep =
  | { kind: 'password' }
  | { kind: 'new-password' }
  | { kind: 'code' }
  | { kind: 'enrol'; secret: string; otpauthUrl: string }
  | { kind: 'codes'; session: TotpData; recoveryCodes: string[] };

/** After the password (or the one-time password's replacement): a new password, the enrolment or a code. */
export function afterPassword(answer: SignInData): SignInStep {
  switch (answer.step) {
    case 'new-password':
      return { kind: 'new-password' };
    case 'enrol':
      return { kind: 'enrol', secret: answer.secret, otpauthUrl: answer.otpauthUrl };
    case 'totp':
      return { kind: 'code' };
  }
}

/** After the code: the recovery codes if this was the enrolment, else nothing more to show. */
export function afterCode(session: TotpData): SignInStep | null {
  return session.recoveryCodes && session.recoveryCodes.length > 0
    ? { kind: 'codes', session, recoveryCodes: session.recoveryCodes }
    : null;
}
