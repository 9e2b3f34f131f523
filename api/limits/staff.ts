import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { giveBack, HOUR, limit, limitTries, take, type Outcome, type Step } from './limiter';

/**
 * The back office's sign-in limits (issue 23, docs/decisions/044). Each counts wrong tries only: a
 * try is taken before the check (so parallel guesses cannot all slip past, and past a limit even a
 * right password is refused) and given back when it was right.
 * - a password: per address, per e-mail and address, and per e-mail from addresses the account has
 *   not signed in from lately (`knownAddress` false). The last is what stops a botnet of addresses;
 *   it never counts the owner's own address, so a stranger hammering her e-mail cannot lock her out;
 * - a code (TOTP or recovery): per account, which only someone with the password can spend;
 * - the current password, when a signed-in staff member changes it: per address (the sign-in's own
 *   budget, so that the change is no second door for guessing) and per account (a stolen session).
 */

export const SIGN_IN_REFUSAL = 'Слишком много попыток входа';
export const CODE_REFUSAL = 'Слишком много неверных кодов';
export const CURRENT_PASSWORD_REFUSAL = 'Слишком много попыток ввести текущий пароль';

export interface PasswordTry {
  /** Lower-case, as the account keeps it. */
  email: string;
  /** As `clientAddress` reads it. */
  address: string;
  /** Whether the account signed in from this address lately: its e-mail's own limit is then not counted. */
  knownAddress: boolean;
}

export interface StaffSignInLimits {
  /** `check` under the password limits; `wrong` says whether its outcome was a wrong password. */
  password<T>(attempt: PasswordTry, check: () => Promise<T>, wrong: (outcome: Outcome<T>) => boolean): Promise<T>;
  /** `check` under the account's wrong codes; `wrong` says whether its outcome was a wrong code. */
  code<T>(staffId: number, check: () => Promise<T>, wrong: (outcome: Outcome<T>) => boolean): Promise<T>;
  /** `check` under the wrong current passwords of a change (per address and account); `wrong` as above. */
  currentPassword<T>(
    attempt: { staffId: number; address: string },
    check: () => Promise<T>,
    wrong: (outcome: Outcome<T>) => boolean,
  ): Promise<T>;
}

export function createStaffSignInLimits(db: Db, config: ApiConfig): StaffSignInLimits {
  const perAddress = limit(db, 'staff_ip', config.ADMIN_SIGN_INS_PER_IP_HOUR, HOUR, SIGN_IN_REFUSAL);
  const perPair = limit(db, 'staff_pair', config.ADMIN_SIGN_INS_PER_EMAIL_AND_IP_HOUR, HOUR, SIGN_IN_REFUSAL);
  const perEmail = limit(db, 'staff_email', config.ADMIN_SIGN_INS_PER_EMAIL_HOUR, HOUR, SIGN_IN_REFUSAL);
  const wrongCodes = limit(db, 'staff_code', config.ADMIN_WRONG_CODES_PER_STAFF_HOUR, HOUR, CODE_REFUSAL, 'code');
  const wrongCurrent = limit(db, 'staff_current', config.ADMIN_WRONG_PASSWORDS_PER_STAFF_HOUR, HOUR, CURRENT_PASSWORD_REFUSAL, 'current');

  const guarded = <T>(steps: Step[], check: () => Promise<T>, wrong: (outcome: Outcome<T>) => boolean) =>
    limitTries(
      () => take(steps),
      () => giveBack(steps),
      check,
      wrong,
    );

  return {
    password({ email, address, knownAddress }, check, wrong) {
      // The address first: a stranger spends their own budgets before the e-mail's shared one.
      const steps: Step[] = [
        [perAddress, address],
        [perPair, `${email}@${address}`],
      ];
      if (!knownAddress) steps.push([perEmail, email]);
      return guarded(steps, check, wrong);
    },
    code(staffId, check, wrong) {
      return guarded([[wrongCodes, String(staffId)]], check, wrong);
    },
    currentPassword({ staffId, address }, check, wrong) {
      // The address's refusal names no field (it is the sign-in's), the account's names the current password.
      const steps: Step[] = [
        [perAddress, address],
        [wrongCurrent, String(staffId)],
      ];
      return guarded(steps, check, wrong);
    },
  };
}
