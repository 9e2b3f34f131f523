import type { MeData, PasswordChangeBody, PasswordChangeData, SignInBody, SignInData, TotpData } from '../contract-types';
import type { AdminHttp } from '../http';

/** The sign-in calls of the contract, one function each; the login page walks through them. */
export interface AuthCalls {
  signIn(body: SignInBody): Promise<SignInData>;
  /** A code from the authenticator or a recovery code; on enrolment the answer brings the recovery codes. */
  confirmCode(code: string): Promise<TotpData>;
  /** The first sign-in after a one-time password: the staff member's own, before the code (docs/decisions/052). */
  setNewPassword(password: string): Promise<SignInData>;
  /** Signed in: the current password and a new one; the other sessions end. */
  changePassword(body: PasswordChangeBody): Promise<PasswordChangeData>;
  me(): Promise<MeData>;
  signOut(): Promise<void>;
}

export function authCalls(http: AdminHttp): AuthCalls {
  return {
    signIn: (body) => http.post<SignInData>('/admin/auth/sign-in/', body),
    confirmCode: (code) => http.post<TotpData>('/admin/auth/totp/', { code: code.trim() }),
    setNewPassword: (password) => http.post<SignInData>('/admin/auth/new-password/', { password }),
    changePassword: (body) => http.post<PasswordChangeData>('/admin/auth/password/', body),
    me: () => http.get<MeData>('/admin/auth/me/'),
    signOut: async () => {
      await http.post<Record<string, never>>('/admin/auth/sign-out/');
    },
  };
}
