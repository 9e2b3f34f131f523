import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { sessions } from './schema';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';

/** How long a session lives: without use, and at most from its token's issue (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

export interface SessionRow {
  id: number;
  userId: number | null;
  /** When its token was issued: the session ends SESSION_MAX_DAYS after. */
  issuedAt: Date;
  /** Whether lastSeenAt is older than the touch interval and should be written again. */
  stale: boolean;
}

const TOUCH_EVERY = sql`interval '1 hour'`;

/**
 * Not ended, used within the idle days, issued within the most days: a session a token may still
 * name. The days are values, or placeholders in a statement prepared once. In parentheses: drizzle's
 * not() writes a bare NOT, which would bind to the first term alone.
 */
export const aliveWithin = (idleDays: unknown, maxDays: unknown) => sql`(${sessions.endedAt} IS NULL
  AND ${sessions.lastSeenAt} > now() - make_interval(days => ${idleDays}::int)
  AND ${sessions.issuedAt} > now() - make_interval(days => ${maxDays}::int))`;

/**
 * Every call with a cookie starts here: built once per process (drizzle's `.prepare()` with
 * placeholders), so neither drizzle rebuilds it nor the server re-plans it on each request. An
 * expired session is no row: its browser is a guest.
 */
const sessionByHash = preparedOnce((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      issuedAt: sessions.issuedAt,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${TOUCH_EVERY}`,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), aliveWithin(sql.placeholder('idleDays'), sql.placeholder('maxDays'))))
    .limit(1)
    .prepare('session_by_hash'),
);

export async function findSessionByHash(db: Executor, tokenHash: string, lifetime: SessionLifetime): Promise<SessionRow | null> {
  const [row] = await sessionByHash(db).execute({ tokenHash, ...lifetime });
  return row ?? null;
}

/** What the sessions table keeps of a browser's User-Agent: enough for «Где вы вошли», bounded. */
export const USER_AGENT_MAX = 512;
const userAgentColumn = (userAgent: string | undefined) => userAgent?.slice(0, USER_AGENT_MAX) || null;

/** A new session: a guest's, or one signed in at once (with the browser it signed in from). */
export async function insertSession(
  db: Executor,
  tokenHash: string,
  signedIn?: { userId: number; userAgent: string | undefined },
): Promise<number> {
  const values = signedIn ? { tokenHash, userId: signedIn.userId, userAgent: userAgentColumn(signedIn.userAgent) } : { tokenHash };
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/** A new token (and account) for an existing session row: sign-in rotates the token in place, and its lifetime starts again. */
export async function rekeySession(
  db: Executor,
  id: number,
  tokenHash: string,
  userId: number,
  userAgent: string | undefined,
): Promise<void> {
  await db
    .update(sessions)
    .set({ tokenHash, userId, userAgent: userAgentColumn(userAgent), issuedAt: sql`now()`, lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/**
 * What an ended row becomes: its token one no cookie can carry (a real one hashes to 64 hex
 * digits), unique per row, so nothing a browser kept names the row again; the browser forgotten.
 */
export const ENDED = { tokenHash: sql`'retired:' || ${sessions.id}::text`, endedAt: sql`now()`, userAgent: null };

/** Ends one session: its token retired, the moment kept; what it owned stays for the clean-up job. */
export async function endSession(db: Executor, id: number): Promise<void> {
  await db.update(sessions).set(ENDED).where(eq(sessions.id, id));
}

/** Ends every session of the account that has not ended; answers how many. */
export async function endAccountSessions(db: Executor, userId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set(ENDED)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Written at most once per hour per session, so that reading pages does not write on every call;
 * a signed-in session records the browser too (a guest's is never shown, so never kept).
 */
export async function touchSession(db: Executor, row: SessionRow, userAgent: string | undefined): Promise<void> {
  await db
    .update(sessions)
    .set(row.userId === null ? { lastSeenAt: sql`now()` } : { lastSeenAt: sql`now()`, userAgent: userAgentColumn(userAgent) })
    .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, sql`now() - ${TOUCH_EVERY}`)));
}

export interface AccountSessionRow {
  id: number;
  userAgent: string | null;
  lastSeenAt: Date;
}

/** How many of an account's sessions «Где вы вошли» lists at most, most recently used first. */
export const ACCOUNT_SESSIONS_SHOWN = 50;

/** The account's live sessions, most recently used first. */
export async function accountSessions(db: Executor, userId: number, lifetime: SessionLifetime): Promise<AccountSessionRow[]> {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), aliveWithin(lifetime.idleDays, lifetime.maxDays)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(ACCOUNT_SESSIONS_SHOWN);
}
