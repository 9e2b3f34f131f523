import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../shared/contract/catalog';
import type { Executor } from '../db/database';
import type { CallContext } from '../http/calls';
import { findSessionByHash, insertSession, touchSession } from './queries';
import { hashSessionToken, isSessionToken, newSessionToken } from './token';

/** A browser's session, guests included (wishlist now; basket and orders next). */
export interface Session {
  id: number;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

// One answer per request, so that two callers in one request never create two sessions.
const perRequest = new WeakMap<Request, Session>();

/**
 * The session named by the `sid` cookie, or null. Sessions are made lazily: with
 * `{ create: true }` a browser without one (or with an unknown or malformed token) gets a new one
 * and its cookie; with `{ create: false }` such a browser stays without, and nothing is written.
 * Needs cookie-parser before it (api/app.ts mounts it for /api).
 */
export async function getSession(db: Executor, req: Request, res: Response, options: { create: boolean }): Promise<Session | null> {
  const known = perRequest.get(req);
  if (known) return known;

  const token: unknown = req.cookies?.[SESSION_COOKIE];
  if (isSessionToken(token)) {
    const row = await findSessionByHash(db, hashSessionToken(token));
    if (row) {
      if (row.stale) await touchSession(db, row.id);
      return remember(req, { id: row.id });
    }
  }
  if (!options.create) return null;

  const fresh = newSessionToken();
  const id = await insertSession(db, hashSessionToken(fresh));
  res.cookie(SESSION_COOKIE, fresh, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: YEAR_MS,
    // req.secure follows X-Forwarded-Proto from the storefront's proxy ('trust proxy' in api/app.ts).
    secure: req.secure,
  });
  return remember(req, { id });
}

function remember(req: Request, session: Session): Session {
  perRequest.set(req, session);
  return session;
}

/** getSession bound to one request: what services take, so they need not know about HTTP. */
export type SessionLookup = (options: { create: boolean }) => Promise<Session | null>;

/** The session lookup of a call's request (its CallContext). */
export function sessionLookup(db: Executor, { req, res }: CallContext): SessionLookup {
  return (options) => getSession(db, req, res, options);
}
