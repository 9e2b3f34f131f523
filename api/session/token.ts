import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, no padding. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** A new session token for the cookie; only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Anything else in the cookie is junk (or an attack) and counts as no session. */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_RE.test(value);
}

/** What the sessions table keeps: SHA-256 of the token, hex. A leaked table hands out no session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
