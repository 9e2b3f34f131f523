import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../../shared/contract/catalog';
import type { Db, Executor } from '../db/database';
import type { CallContext } from '../http/calls';
import { DomainError } from '../http/errors';
import {
  accountSessions,
  endAccountSessions,
  endSession,
  findSessionByHash,
  insertSession,
  rekeySession,
  touchSession,
  type SessionLifetime,
} from './queries';
import { hashSessionToken, isSessionToken, newSessionToken } from './token';

export type { SessionLifetime } from './queries';

/**
 * A browser's session, guests included. `userId` is the signed-in account: while it is set, the
 * basket, favourites and orders are the account's (see `owner`), whichever browser asks.
 */
export interface Session {
  id: number;
  userId: number | null;
}

/** A session with an account signed in. */
export type SignedInSession = Session & { userId: number };

const DAY_MS = 24 * 60 * 60 * 1000;

// One answer per request, so that two callers in one request never create two sessions.
const perRequest = new WeakMap<Request, Session>();
// The configured lifetime, put on each request by `sessionLifetime` (api/app.ts).
const lifetimes = new WeakMap<Request, SessionLifetime>();

/** Before the calls (api/app.ts): SESSION_IDLE_DAYS and SESSION_MAX_DAYS for every session read in them. */
export function sessionLifetime(lifetime: SessionLifetime): RequestHandler {
  return (req, _res, next) => {
    lifetimes.set(req, lifetime);
    next();
  };
}

function lifetimeOf(req: Request): SessionLifetime {
  const lifetime = lifetimes.get(req);
  if (!lifetime) throw new Error('sessionLifetime() is not mounted before this call');
  return lifetime;
}

/**
 * How long the browser keeps the cookie: until the server would refuse the token — the idle days
 * from now (it is in use now), or what is left of the most days since its issue, whichever is
 * sooner. Sent again whenever the session is touched, so an active browser's cookie slides along.
 */
export function cookieLifetimeMs(lifetime: SessionLifetime, issuedAt: Date, now = Date.now()): number {
  return Math.max(0, Math.min(lifetime.idleDays * DAY_MS, issuedAt.getTime() + lifetime.maxDays * DAY_MS - now));
}

function setCookie(req: Request, res: Response, token: string, issuedAt = new Date()): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: cookieLifetimeMs(lifetimeOf(req), issuedAt),
    // req.secure follows X-Forwarded-Proto from the storefront's proxy ('trust proxy' in api/app.ts).
    secure: req.secure,
  });
}

/**
 * The session named by the `sid` cookie, or null. Sessions are made lazily: with
 * `{ create: true }` a browser without one (or with an unknown, malformed, ended or expired token)
 * gets a new one and its cookie; with `{ create: false }` such a browser stays without, and
 * nothing is written. Needs cookie-parser and sessionLifetime before it (api/app.ts, for /api).
 */
export async function getSession(db: Executor, req: Request, res: Response, options: { create: boolean }): Promise<Session | null> {
  const known = perRequest.get(req);
  if (known) return known;

  const token: unknown = req.cookies?.[SESSION_COOKIE];
  if (isSessionToken(token)) {
    const row = await findSessionByHash(db, hashSessionToken(token), lifetimeOf(req));
    if (row) {
      if (row.stale) {
        await touchSession(db, row, req.get('user-agent'));
        // The cookie slides with the touch (at most hourly), never past the session's last day.
        setCookie(req, res, token, row.issuedAt);
      }
      return remember(req, { id: row.id, userId: row.userId });
    }
  }
  if (!options.create) return null;

  const fresh = newSessionToken();
  const id = await insertSession(db, hashSessionToken(fresh));
  setCookie(req, res, fresh);
  return remember(req, { id, userId: null });
}

function remember(req: Request, session: Session): Session {
  perRequest.set(req, session);
  return session;
}

/**
 * Signs the browser in (or, with null, marks it signed out) under a NEW token, inside the
 * caller's transaction: a token someone saw before sign-in (a shared computer, a fixation
 * attempt) never reaches the account. Sign-in keeps the session row, which gains the account (the
 * guest's things are merged by the caller in the same transaction); sign-out retires the row's
 * token and gives the browser a fresh guest session, so nothing of the account stays in it.
 */
export async function rotateSession(
  tx: Executor,
  { req, res }: CallContext,
  current: Session | null,
  userId: number | null,
): Promise<Session> {
  const fresh = newSessionToken();
  const userAgent = req.get('user-agent');
  let session: Session;
  if (userId !== null && current) {
    await rekeySession(tx, current.id, hashSessionToken(fresh), userId, userAgent);
    session = { id: current.id, userId };
  } else if (userId !== null) {
    session = { id: await insertSession(tx, hashSessionToken(fresh), { userId, userAgent }), userId };
  } else {
    // The old row keeps its account (its orders' history) but no cookie will ever name it again.
    if (current) await endSession(tx, current.id);
    session = { id: await insertSession(tx, hashSessionToken(fresh)), userId };
  }
  setCookie(req, res, fresh);
  return remember(req, session);
}

/**
 * The browser becomes a fresh guest without ending anything itself: its session has just been
 * ended with the account's others («Выйти на всех устройствах»), inside the caller's transaction.
 */
async function startGuestSession(tx: Executor, { req, res }: CallContext): Promise<Session> {
  const fresh = newSessionToken();
  const session = { id: await insertSession(tx, hashSessionToken(fresh)), userId: null };
  setCookie(req, res, fresh);
  return remember(req, session);
}

/** getSession bound to one request: what services take, so they need not know about HTTP. */
export type SessionLookup = (options: { create: boolean }) => Promise<Session | null>;

/** The session lookup of a call's request (its CallContext). */
export function sessionLookup(db: Executor, { req, res }: CallContext): SessionLookup {
  return (options) => getSession(db, req, res, options);
}

/** Who is signed in: the account's id, or null for a guest (nothing is written either way). */
export async function signedInUserId(session: SessionLookup): Promise<number | null> {
  return (await session({ create: false }))?.userId ?? null;
}

export const SIGN_IN_REQUIRED = 'Войдите в личный кабинет';

/** 401 «Войдите в личный кабинет»: what a guest gets from a call that needs an account. */
export const signInRequired = () => new DomainError('sign_in_required', 401, SIGN_IN_REQUIRED);

/** The signed-in session, or 401 «Войдите в личный кабинет» for a guest. */
export async function requireSignedIn(session: SessionLookup): Promise<SignedInSession> {
  const current = await session({ create: false });
  if (!current || current.userId === null) throw signInRequired();
  return current as SignedInSession;
}

/**
 * Whose basket, favourites and orders a session sees: the account's when signed in (the same in
 * every browser signed in to it), otherwise the session's own.
 */
export type Owner = { sessionId: number; userId: null } | { sessionId: null; userId: number };

export function ownerOf(session: Session): Owner {
  return session.userId === null ? { sessionId: session.id, userId: null } : { sessionId: null, userId: session.userId };
}

/** The condition "this row is the owner's", for a table with both a session and an account column. */
export function ownedBy(owner: Owner, sessionColumn: AnyPgColumn, userColumn: AnyPgColumn): SQL {
  return owner.userId === null ? eq(sessionColumn, owner.sessionId) : eq(userColumn, owner.userId);
}

/** One of the account's live sessions, for «Где вы вошли». */
export interface AccountSession {
  userAgent: string | null;
  lastSeenAt: Date;
  /** The session of the request that asked. */
  current: boolean;
}

/**
 * The signed-in account's live sessions (ended and expired ones are not), this request's first and
 * as used now; 401 for a guest. Only ever the asker's own account.
 */
export async function listAccountSessions(db: Executor, call: CallContext): Promise<AccountSession[]> {
  const current = await requireSignedIn(sessionLookup(db, call));
  const rows = await accountSessions(db, current.userId, lifetimeOf(call.req));
  const others = rows
    .filter((row) => row.id !== current.id)
    .map((row) => ({ userAgent: row.userAgent, lastSeenAt: row.lastSeenAt, current: false }));
  // In use by this very request, whatever the hourly touch last wrote.
  const userAgent = call.req.get('user-agent') ?? rows.find((row) => row.id === current.id)?.userAgent ?? null;
  return [{ userAgent, lastSeenAt: new Date(), current: true }, ...others];
}

/**
 * «Выйти на всех устройствах»: every session of the signed-in account ends, this one included, in
 * one transaction, and this browser becomes a fresh guest (as after «Выйти»); 401 for a guest.
 */
export async function endAccountEverywhere(db: Db, call: CallContext): Promise<void> {
  const current = await requireSignedIn(sessionLookup(db, call));
  await db.transaction(async (tx) => {
    await endAccountSessions(tx, current.userId);
    await startGuestSession(tx, call);
  });
}

export { cleanUpSessions, type CleanupFigures } from './cleanup';
// The back office's staff sessions carry tokens of the same kind, kept hashed the same way (api/admin/session/).
export { hashSessionToken, isSessionToken, newSessionToken } from './token';
export { USER_AGENT_MAX } from './queries';
