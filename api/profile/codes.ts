import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../shared/contract/profile-constants';

/** How long a sign-in code is valid, and how many wrong tries burn it. */
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;

/** Six digits from the CSPRNG, leading zeros kept. */
export function newLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

/** A fresh salt for one code. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** What the table keeps of a code: HMAC-SHA-256 keyed by the code's own salt, hex. */
export function hashLoginCode(code: string, salt: string): string {
  return createHmac('sha256', salt).update(code).digest('hex');
}

/** Compares in constant time, so that timing tells nothing about how much of a guess was right. */
export function codeMatches(code: string, salt: string, storedHash: string): boolean {
  const given = Buffer.from(hashLoginCode(code, salt), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
