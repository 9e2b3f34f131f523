import type { Db, Executor } from '../db/database';
import type { CallContext } from '../http/calls';
import { fieldRefusal } from '../http/errors';
import { clientAddress, type Limits } from '../limits/service';
import { CODE_MAX_ATTEMPTS, codeMatches } from './codes';
import { consumeCode, countWrongAttempt, lockNewestCode } from './queries';

export const codeMessages = {
  missing: 'Код устарел или не запрашивался — запросите новый',
  burnt: 'Слишком много неверных попыток — запросите новый код',
  wrong: (left: number) =>
    left > 0 ? `Неверный код. Осталось попыток: ${left}` : 'Неверный код. Попытки закончились — запросите новый код',
} as const;

// About the code the shopper typed: the form shows it beside that field.
const refused = (message: string) => fieldRefusal('bad_code', 400, message, 'code');

/** What checking a code needs: the database, and the limits its wrong guesses count against. */
export interface CodeCheckDeps {
  db: Db;
  limits: Limits;
}

type Checked<T> = { ok: true; value: T } | { ok: false; refusal: string; wrong: boolean };

/**
 * Checks the phone's newest code and, when it is right, runs `use` in the same transaction, then
 * consumes the code — unless `use` answers null (an unknown phone at login: the code stays valid
 * for registration) or refuses (everything rolls back). Every use of a sign-in code goes through
 * here (sign-in, registration, a phone confirmed in a form), so each gets both guards of guessing:
 * - per code: a wrong guess is counted and committed even though the request is refused; that
 *   count burns the code after five;
 * - per address (WRONG_LOGIN_CODES_PER_IP_HOUR, an IPv6 /64 as one): a try is taken before the
 *   code is read and given back unless the code was wrong, so guessing across many phones from
 *   one address is stopped too, and past the limit even a right code is refused (429).
 */
export async function withValidCode<T>(
  { db, limits }: CodeCheckDeps,
  call: CallContext,
  phone: string,
  code: string,
  use: (tx: Executor) => Promise<T>,
): Promise<T> {
  const check = () =>
    db.transaction(async (tx): Promise<Checked<T>> => {
      const stored = await lockNewestCode(tx, phone);
      if (!stored || !stored.live || stored.consumedAt !== null) return { ok: false, refusal: codeMessages.missing, wrong: false };
      if (stored.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, refusal: codeMessages.burnt, wrong: false };
      if (!codeMatches(code, stored.salt, stored.codeHash)) {
        await countWrongAttempt(tx, stored.id);
        return { ok: false, refusal: codeMessages.wrong(CODE_MAX_ATTEMPTS - stored.attempts - 1), wrong: true };
      }
      const value = await use(tx);
      if (value !== null) await consumeCode(tx, stored.id);
      return { ok: true, value };
    });
  const outcome = await limits.codes.guess(
    clientAddress(call),
    check,
    (result) => 'value' in result && !result.value.ok && result.value.wrong,
  );
  if (!outcome.ok) throw refused(outcome.refusal);
  return outcome.value;
}
