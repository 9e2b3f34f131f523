import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { CallContext } from '../http/calls';
import { limitAddress } from './address';
import { createCodeLimits, type CodeLimits } from './codes';
import { HOUR, limit, limitTries, take, type Outcome } from './limiter';
import { createOrderLimits, type OrderLimits } from './orders';
import { createProofOfWork, type ProofOfWork } from './proof';

/**
 * Rate limits, the limits domain's public face (api/limits/limiter.ts makes them): counted in
 * PostgreSQL, so that every instance of the api shares them; a refusal is 429 with Retry-After and
 * a Russian message saying when to try again. Certificate codes count attempts before the work
 * they guard, whether it then succeeds or not: a loop is stopped either way. Orders and call-backs
 * have their own (api/limits/orders.ts): a phone pays only for orders placed. Sign-in codes have
 * theirs (api/limits/codes.ts): they count only codes that went out, and ask for
 * proof of work where a refusal would lock a phone's owner out (docs/decisions/035).
 */

export { CODE_RESEND_SECONDS } from './codes';
export type { CodeLimits } from './codes';
export type { ProofOfWork } from './proof';
export { createStaffSignInLimits, type StaffSignInLimits } from './staff';

export interface Limits extends OrderLimits {
  /** Asking a sign-in code and typing one (api/limits/codes.ts). */
  codes: CodeLimits;
  /** ALTCHA challenges, and their solutions accepted once (api/limits/proof.ts). */
  proof: ProofOfWork;
  /** Before a gift certificate code is looked up: one try of the address's hour. */
  certificateTry(ip: string): Promise<void>;
  /** The code existed: its try is given back, so that only unknown codes spend the budget. */
  certificateFound(ip: string): Promise<void>;
}

export function createLimits(db: Db, config: ApiConfig): Limits {
  const proof = createProofOfWork(db, config);
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
    codes: createCodeLimits(db, config, proof),
    proof,
    certificateTry: (ip) => take([[certificateIp, ip]]),
    certificateFound: async (ip) => {
      await certificateIp.limiter.reward(ip, 1);
    },
  };
}

/**
 * The shopper's address for every per-address limit: as Express reads it (the storefront's proxy
 * makes `req.ip` trustworthy, docs/decisions/015), an IPv6 address as its /64 (api/limits/address.ts).
 */
export const clientAddress = ({ req }: CallContext): string => limitAddress(req.ip ?? req.socket.remoteAddress ?? '');

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
  unknown: (outcome: Outcome<T>) => boolean,
): Promise<T> {
  if (code === null) return run();
  const ip = clientAddress(call);
  return limitTries(
    () => limits.certificateTry(ip),
    () => limits.certificateFound(ip),
    run,
    unknown,
  );
}
