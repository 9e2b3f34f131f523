import { and, eq, lt, sql } from 'drizzle-orm';
import { sessions } from './schema';
import type { Executor } from '../db/database';
import { preparedOnce } from '../db/named';

export interface SessionRow {
  id: number;
  userId: number | null;
  /** Whether lastSeenAt is older than the touch interval and should be written again. */
  stale: boolean;
}

const TOUCH_EVERY = sql`interval '1 hour'`;

/**
 * Every call with a cookie starts here: built once per process (drizzle's `.prepare()` with a
 * placeholder), so neither drizzle rebuilds it nor the server re-plans it on each request.
 */
const sessionByHash = preparedOnce((db) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${TOUCH_EVERY}` })
    .from(sessions)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_hash'),
);

export async function findSessionByHash(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await sessionByHash(db).execute({ tokenHash });
  return row ?? null;
}

export async function insertSession(db: Executor, tokenHash: string, userId: number | null = null): Promise<number> {
  const [row] = await db.insert(sessions).values({ tokenHash, userId }).returning({ id: sessions.id });
  return row!.id;
}

/** A new token (and account) for an existing session row: sign-in rotates the token in place. */
export async function rekeySession(db: Executor, id: number, tokenHash: string, userId: number | null): Promise<void> {
  await db
    .update(sessions)
    .set({ tokenHash, userId, lastSeenAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/** Written at most once per hour per session, so that reading pages does not write on every call. */
export async function touchSession(db: Executor, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, sql`now() - ${TOUCH_EVERY}`)));
}
