import { randomBytes } from 'node:crypto';

/** No 0/O, 1/I: a code read out on the phone is not misheard. 32 letters, so a byte's low 5 bits pick one evenly. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 10;

/** A new unguessable order code: 10 × 5 = 50 random bits from the system's CSPRNG. */
export function newOrderCode(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}

/** Letters and digits only, so the alphabet goes into a character class as it is. */
const CODE_RE = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

/** A code from a URL as stored (upper-case), or null when it cannot be an order's code. */
export function parseOrderCode(raw: string): string | null {
  const code = raw.toUpperCase();
  return CODE_RE.test(code) ? code : null;
}
