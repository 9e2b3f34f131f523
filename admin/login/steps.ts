import type { SignInData, TotpData } from '../contract-types';

/** Where a sign-in stands: password, then a code or the enrolment, then (after enrolment) the recovery codes. */
export type SignInStep =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enrol'; secret: string; otpauthUrl: string }
  | { kind: 'codes'; session: TotpData; recoveryCodes: string[] };

export function afterPassword(answer: SignInData): SignInStep {
  return answer.step === 'enrol' ? { kind: 'enrol', secret: answer.secret, otpauthUrl: answer.otpauthUrl } : { kind: 'code' };
}

/** After the code: the recovery codes if this was the enrolment, else nothing more to show. */
export function afterCode(session: TotpData): SignInStep | null {
  return session.recoveryCodes && session.recoveryCodes.length > 0
    ? { kind: 'codes', session, recoveryCodes: session.recoveryCodes }
    : null;
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
