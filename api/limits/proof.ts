import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/express';
import { eq } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { PROOF_REFUSALS } from '../../shared/contract/code-proof';
import type { ProofChallenge } from '../../shared/contract/profile';
import type { CallRefusal } from '../../shared/contract/call';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { fieldRefusal, type DomainError } from '../http/errors';
import { limit, MINUTE } from './limiter';
import { sharedSecrets } from './schema';

/**
 * Proof of work with ALTCHA (altcha-lib on the api, the `altcha` widget in the browser), asked
 * for instead of a refusal where a limit must not become a lock that a stranger can turn
 * (docs/decisions/035-sign-in-abuse.md). Self-hosted: the api signs the challenges with its own
 * key and checks the solutions itself, no outside service.
 *
 * PBKDF2/SHA-256 in ALTCHA's deterministic mode: the api draws the counter, so checking a
 * solution is one HMAC (the derived key's signature), never the work itself. The browser tries
 * counters from 0 until the derived key matches: on average ~1 s of one core of a phone, spread
 * over its cores by the widget's workers; a script pays the same for every code it asks past the
 * free ones.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter tried. */
const COST = 1_000;
/** The counter is drawn from this range: the work is COST × counter derivations. */
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 3_000;
/** How long a challenge may be solved and sent: minutes, for a slow phone; then it is expired. */
export const PROOF_TTL_SECONDS = 10 * MINUTE;
/** The name of its key in `shared_secrets` (made by migration 0015). */
const SECRET_NAME = 'proof_of_work';

export interface ProofOfWork {
  /** A new challenge, signed, valid for PROOF_TTL_SECONDS. */
  challenge(): Promise<ProofChallenge>;
  /**
   * Accepts the widget's payload once: a solution of an unexpired challenge of ours that was
   * never accepted before. Otherwise throws the contract's refusal (PROOF_REFUSALS).
   */
  redeem(payload: string | undefined): Promise<void>;
}

const refused = (refusal: CallRefusal): DomainError => fieldRefusal('proof_of_work', refusal.status, refusal.message, refusal.field!);

/** What the widget sends: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({
    // Its values are checked by its signature; here only that it has the fields a challenge has.
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function parsePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface Keys {
  /** Signs the challenge's parameters. */
  signature: string;
  /** Signs the derived key (deterministic mode). */
  keySignature: string;
}

/** The setting's key, or the one the database keeps for every instance (made by migration). */
async function readKeys(db: Db, config: ApiConfig): Promise<Keys> {
  let key = config.ALTCHA_HMAC_KEY;
  if (key === undefined) {
    const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, SECRET_NAME));
    if (!row) throw new Error(`Нет ключа ${SECRET_NAME} в shared_secrets: миграции не применены?`);
    key = row.value;
  }
  return { signature: key, keySignature: await deriveHmacKeySecret(key) };
}

export function createProofOfWork(db: Db, config: ApiConfig): ProofOfWork {
  // The key is read once per process: it is the same for every instance, kept in the database or the setting.
  let keys: Promise<Keys> | undefined;
  const keysOnce = () => {
    keys ??= readKeys(db, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  // A solved challenge, by its nonce: spent once, remembered past its expiry (a minute for clocks apart).
  const spent = limit(db, 'proof_spent', 1, PROOF_TTL_SECONDS + MINUTE, PROOF_REFUSALS.used.message, PROOF_REFUSALS.used.field);

  return {
    async challenge() {
      const { signature, keySignature } = await keysOnce();
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt: new Date(Date.now() + PROOF_TTL_SECONDS * 1000),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      return challenge as ProofChallenge;
    },

    async redeem(payload) {
      if (payload === undefined || payload === '') throw refused(PROOF_REFUSALS.required);
      const parsed = parsePayload(payload);
      if (!parsed) throw refused(PROOF_REFUSALS.failed);
      const { signature, keySignature } = await keysOnce();
      // What the library cannot even read (a number where it wants hex) is no solution either.
      const result = await verifySolution({
        challenge: parsed.challenge,
        solution: parsed.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      }).catch(() => ({ expired: false, verified: false }));
      if (result.expired) throw refused(PROOF_REFUSALS.expired);
      if (!result.verified) throw refused(PROOF_REFUSALS.failed);
      // Only a verified payload reaches the store: a forged one writes nothing.
      try {
        await spent.limiter.consume(parsed.challenge.parameters.nonce);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw refused(PROOF_REFUSALS.used);
        throw rejection;
      }
    },
  };
}
