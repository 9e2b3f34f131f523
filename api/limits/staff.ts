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
 * - a code (TOTP or recovery): per account, which only someone with the password can spend.
 */

export const SIGN_IN_REFUSAL = 'Слишком много попыток входа';
export const CODE_REFUSAL = 'Слишком много неверных кодов';

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
}

export function createStaffSignInLimits(db: Db, config: ApiConfig): StaffSignInLimits {
  const perAddress = limit(db, 'staff_ip', config.ADMIN_SIGN_INS_PER_IP_HOUR, HOUR, SIGN_IN_REFUSAL);
  const perPair = limit(db, 'staff_pair', config.ADMIN_SIGN_INS_PER_EMAIL_AND_IP_HOUR, HOUR, SIGN_IN_REFUSAL);
  const perEmail = limit(db, 'staff_email', config.ADMIN_SIGN_INS_PER_EMAIL_HOUR, HOUR, SIGN_IN_REFUSAL);
  const wrongCodes = limit(db, 'staff_code', config.ADMIN_WRONG_CODES_PER_STAFF_HOUR, HOUR, CODE_REFUSAL, 'code');

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
  };
}
