import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyCode } from 'otplib';

/**
 * What staff prove themselves with (docs/decisions/044): passwords and recovery codes hashed with
 * argon2id (the library's default algorithm, in its PHC string), TOTP codes (RFC 6238: SHA-1, 6
 * digits, 30 s, as every authenticator app reads them) taken once each.
 */

/** Letters and digits nobody confuses (no 0/o, 1/l/i): read off a screen, typed on a phone. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const draw = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A one-time password: 16 characters in groups of 4 (78 bits), shown to the owner once. */
export const newPassword = () => [draw(4), draw(4), draw(4), draw(4)].join('-');

export const hashSecret = (secret: string) => hash(secret);

/** Whether `secret` is the one hashed; a malformed hash is simply no match. */
export async function secretMatches(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/**
 * Spent on an e-mail nobody has, so that a wrong e-mail takes as long as a wrong password and the
 * answer's time does not tell which staff exist. Made once, lazily.
 */
let decoy: Promise<string> | undefined;
export async function spendDecoyCheck(password: string): Promise<void> {
  decoy ??= hash(newPassword());
  await secretMatches(await decoy, password);
}

export const RECOVERY_CODES = 10;

/** Ten codes `xxxx-xxxx` (40 bits each), shown once at enrolment. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODES }, () => `${draw(4)}-${draw(4)}`);

/** A recovery code as it is hashed: lower-case, without its dash (the contract already lower-cased it). */
export const recoveryKey = (code: string) => code.replace('-', '');

/** Whether a typed code is a recovery code rather than the authenticator's six digits. */
export const isRecoveryCode = (code: string) => !/^[0-9]{6}$/.test(code);

/** How the authenticator app titles the account (the shop's name, as its pages end their titles). */
const ISSUER = 'Одежда для детей';

export const newTotpSecret = () => generateSecret();

/** What the app draws as the QR code: the issuer, the staff member's e-mail, the secret. */
export const otpauthUrl = (email: string, secret: string) => generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step a right code belongs to, or null: one step either side is taken (a phone's clock
 * half a minute off), and never a step at or before `afterStep` (a code already used, replayed).
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verifyCode({ secret, token: code, epochTolerance: 30, ...(afterStep === null ? {} : { afterTimeStep: afterStep }) });
  // A TOTP result has its time step (the HOTP one, which this never is, a counter).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
