import { randomBytes } from 'node:crypto';

/** No 0/O, 1/I: a code read out on the phone is not misheard. 32 letters, so a byte's low 5 bits pick one evenly. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 10;

/** A new unguessable order code: 10 × 5 = 50 random bits from the system's CSPRNG. */
export function newOrderCode(): string {
  return Array.from(randomBytes(LENGTH), (byte) => ALPHABET[byte & 31]).join('');
}
