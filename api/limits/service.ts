import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { DAY, HOUR, limit, take } from './limiter';
import { createOrderLimits, type OrderLimits } from './orders';

/**
 * Rate limits, the limits domain's public face (api/limits/limiter.ts makes them): counted in
 * PostgreSQL, so that every instance of the api shares them; a refusal is 429 with Retry-After and
 * a Russian message saying when to try again. Sign-in codes and certificate codes count attempts
 * before the work they guard, whether it then succeeds or not: a loop is stopped either way.
 * Orders and call-backs have their own (api/limits/orders.ts): a phone pays only for orders placed.
 */

export interface Limits extends OrderLimits {
  /** Before a sign-in code is sent: per address, then one per phone per minute, five per day. */
  loginCode(phone: string, ip: string): Promise<void>;
  /** Before a gift certificate code is looked up: one try of the address's hour. */
  certificateTry(ip: string): Promise<void>;
  /** The code existed: its try is given back, so that only unknown codes spend the budget. */
  certificateFound(ip: string): Promise<void>;
}

export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_PHONE_DAY = 5;

export function createLimits(db: Db, config: ApiConfig): Limits {
  const codes = 'Слишком много запросов кода';
  // The sign-in form shows a code's limits beside the phone it asked a code for.
  const codeIp = limit(db, 'code_ip', config.LOGIN_CODES_PER_IP_HOUR, HOUR, codes, 'phone');
  const codePhone = limit(db, 'code_phone', 1, CODE_RESEND_SECONDS, codes, 'phone');
  const codePhoneDay = limit(db, 'code_phone_day', CODES_PER_PHONE_DAY, DAY, codes, 'phone');
  const certificateIp = limit(
    db,
    'certificate_ip',
    config.CERTIFICATE_TRIES_PER_IP_HOUR,
    HOUR,
    'Слишком много попыток ввести код сертификата',
    'certificate',
  );
  return {
    ...createOrderLimits(db, config),
    // The address first: a stranger's requests spend their own budget before a victim's phone's.
    loginCode: (phone, ip) =>
      take([
        [codeIp, ip],
        [codePhone, phone],
        [codePhoneDay, phone],
      ]),
    certificateTry: (ip) => take([[certificateIp, ip]]),
    certificateFound: async (ip) => {
      await certificateIp.limiter.reward(ip, 1);
    },
  };
}

/** The shopper's address as Express reads it (the storefront's proxy makes `req.ip` trustworthy). */
export const clientAddress = ({ req }: CallContext): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Guessing gift certificate codes (CERTIFICATE_TRIES_PER_IP_HOUR per address). The try is taken
 * before the code is looked up — so parallel guesses cannot all slip past, and past the limit even
 * a real code is refused, or the answer would still tell a guess right from wrong — and given back
 * when `run` shows the code exists (`unknown` says whether its outcome, a value or a refusal, was
 * an unknown code). Without a code nothing is counted.
 */
export async function limitCertificateTries<T>(
  limits: Limits,
  call: CallContext,
  code: string | null,
  run: () => Promise<T>,
  unknown: (outcome: { value: T } | { error: unknown }) => boolean,
): Promise<T> {
  if (code === null) return run();
  const ip = clientAddress(call);
  await limits.certificateTry(ip);
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await run() };
  } catch (error) {
    outcome = { error };
  }
  if (!unknown(outcome)) await limits.certificateFound(ip);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
