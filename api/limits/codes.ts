import { RateLimiterRes } from 'rate-limiter-flexible';
import { CODE_LIMIT_REFUSALS } from '../../shared/contract/profile-constants';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { DAY, giveBack, HOUR, limit, limitTries, spend, take, type Outcome, type Step } from './limiter';
import type { ProofOfWork } from './proof';

/**
 * The sign-in code's limits (issue 21, docs/decisions/035-sign-in-abuse.md). They guard the SMS
 * budget and the codes' secrecy without handing anyone a lock on someone else's phone:
 * - asking: per address (LOGIN_CODES_PER_IP_HOUR), per phone and address (one a minute, a few a
 *   day), and per phone, where past the day's free codes proof of work is asked instead of a
 *   refusal. Each counts only codes that went out: a refused request spends nothing;
 * - typing: wrong codes per address (WRONG_LOGIN_CODES_PER_IP_HOUR), whatever the phones.
 * An address is the one `clientAddress` reads (an IPv6 /64 counts as one).
 */

/** Seconds before one address may ask another code for the same phone. */
export const CODE_RESEND_SECONDS = 60;
/** Codes one address may have for one phone in a day: past them, only that address waits. */
export const CODES_PER_PHONE_AND_ADDRESS_DAY = 5;
/** Codes a phone gets in a day before each further one asks for proof of work. */
export const FREE_CODES_PER_PHONE_DAY = 3;
/** The phone's own count never refuses: it only tells when proof is due. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

export interface CodeRequest {
  /** 7XXXXXXXXXX. */
  phone: string;
  /** The shopper's address, as `clientAddress` reads it. */
  address: string;
  /** The ALTCHA payload the sendCode body carries, if any. */
  proof: string | undefined;
}

export interface CodeLimits {
  /**
   * Before a code is sent: refuses (429 on the phone's field) past the address's hour or the
   * phone-and-address's minute or day; past the phone's free codes of the day, accepts the
   * request only with a proof of work not used before (else the contract's PROOF_REFUSALS). A
   * refusal takes nothing. What it took is given back with `giveBack` if no code goes out.
   */
  ask(request: CodeRequest): Promise<{ giveBack(): Promise<void> }>;
  /**
   * A typed code checked under the address's wrong codes: `check` runs under one try, given back
   * unless `wrong` says the outcome was a wrong code. Past the limit every code from the address
   * is refused (429 on the code's field), right or not.
   */
  guess<T>(address: string, check: () => Promise<T>, wrong: (outcome: Outcome<T>) => boolean): Promise<T>;
}

export function createCodeLimits(db: Db, config: ApiConfig, proof: ProofOfWork): CodeLimits {
  const { asked, wrong } = CODE_LIMIT_REFUSALS;
  // The form shows the limits of asking beside the phone, and those of typing beside the code.
  const perAddress = limit(db, 'code_ip', config.LOGIN_CODES_PER_IP_HOUR, HOUR, asked, 'phone');
  const perPairMinute = limit(db, 'code_pair', 1, CODE_RESEND_SECONDS, asked, 'phone');
  const perPairDay = limit(db, 'code_pair_day', CODES_PER_PHONE_AND_ADDRESS_DAY, DAY, asked, 'phone');
  const perPhoneDay = limit(db, 'code_phone_day', UNLIMITED, DAY, asked, 'phone');
  const wrongPerAddress = limit(db, 'code_wrong_ip', config.WRONG_LOGIN_CODES_PER_IP_HOUR, HOUR, wrong, 'code');

  return {
    async ask({ phone, address, proof: payload }) {
      const pair = `${phone}@${address}`;
      // The address first: a stranger spends their own budgets before anything of the phone's.
      const steps: Step[] = [
        [perAddress, address],
        [perPairMinute, pair],
        [perPairDay, pair],
      ];
      await spend(steps);
      let sentToday: number;
      try {
        sentToday = (await perPhoneDay.limiter.consume(phone)).consumedPoints;
      } catch (error) {
        await giveBack(steps);
        throw error instanceof RateLimiterRes ? new Error('Счётчик кодов номера не должен отказывать') : error;
      }
      const taken: Step[] = [...steps, [perPhoneDay, phone]];
      if (sentToday > FREE_CODES_PER_PHONE_DAY) {
        try {
          await proof.redeem(payload);
        } catch (refusal) {
          await giveBack(taken);
          throw refusal;
        }
      }
      return { giveBack: () => giveBack(taken) };
    },
    guess: (address, check, isWrong) =>
      limitTries(
        () => take([[wrongPerAddress, address]]),
        () => giveBack([[wrongPerAddress, address]]),
        check,
        isWrong,
      ),
  };
}
