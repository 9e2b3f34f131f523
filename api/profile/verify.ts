import type { Db, Executor } from '../db/database';
import { fieldRefusal } from '../http/errors';
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

/**
 * Checks the phone's newest code and, when it is right, runs `use` in the same transaction, then
 * consumes the code — unless `use` answers null (an unknown phone at login: the code stays valid
 * for registration) or refuses (everything rolls back). A wrong guess is counted and committed even though the request is refused;
 * that count is what burns the code after five.
 */
export async function withValidCode<T>(db: Db, phone: string, code: string, use: (tx: Executor) => Promise<T>): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    const stored = await lockNewestCode(tx, phone);
    if (!stored || !stored.live || stored.consumedAt !== null) return { ok: false as const, refusal: codeMessages.missing };
    if (stored.attempts >= CODE_MAX_ATTEMPTS) return { ok: false as const, refusal: codeMessages.burnt };
    if (!codeMatches(code, stored.salt, stored.codeHash)) {
      await countWrongAttempt(tx, stored.id);
      return { ok: false as const, refusal: codeMessages.wrong(CODE_MAX_ATTEMPTS - stored.attempts - 1) };
    }
    const value = await use(tx);
    if (value !== null) await consumeCode(tx, stored.id);
    return { ok: true as const, value };
  });
  if (!outcome.ok) throw refused(outcome.refusal);
  return outcome.value;
}
