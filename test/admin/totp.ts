import { createHmac, randomBytes } from 'node:crypto';

/**
 * RFC 6238 TOTP (SHA-1, 30 s, 6 digits) with base32 secrets, as authenticator apps and otplib do:
 * the fake admin api checks codes with it and the journeys type the code an app would show.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newSecret(): string {
  return [...randomBytes(20)].map((b) => ALPHABET[b % 32]).join('');
}

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += ALPHABET.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A code of this step or the one next to it (a clock a little off, a code typed as it turned). */
export function totpMatches(secret: string, code: string, at = Date.now()): boolean {
  return [-1, 0, 1].some((step) => totpCode(secret, at + step * 30_000) === code);
}
