import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { staff, type StaffRow } from '../staff/schema';
import { staffSessions } from './schema';

/** How long a half session (the password passed) waits for its code. */
export const HALF_SESSION_MINUTES = 5;
/** How long the sign-in limits remember an address an account signed in from (docs/decisions/044). */
export const KNOWN_ADDRESS_DAYS = 30;
/** A session's last use is written at most this often, so that reading pages does not write on every call. */
const TOUCH_EVERY = sql`interval '5 minutes'`;

export type SessionStep = (typeof staffSessions.$inferSelect)['step'];

export interface StaffSessionRow {
  id: number;
  step: SessionStep;
  pendingSecret: string | null;
  csrfToken: string | null;
  staff: StaffRow;
  /** Whether lastSeenAt is older than the touch interval and should be written again. */
  stale: boolean;
}

/** Whether a session is within its time: a half one its minutes, a full one its idle hours (ended or not). */
export const aliveWithin = (idleHours: number) => sql<boolean>`CASE ${staffSessions.step}
    WHEN 'second-factor' THEN ${staffSessions.createdAt} > now() - make_interval(mins => ${HALF_SESSION_MINUTES}::int)
    ELSE ${staffSessions.lastSeenAt} > now() - make_interval(hours => ${idleHours}::int) END`;

/**
 * The live session a token hash names, with its staff member: not ended, the account active, a
 * half session within its minutes, a full one used within the idle hours. Anything else is none.
 */
export async function findStaffSession(db: Executor, tokenHash: string, idleHours: number): Promise<StaffSessionRow | null> {
  const alive = aliveWithin(idleHours);
  const [row] = await db
    .select({
      id: staffSessions.id,
      step: staffSessions.step,
      pendingSecret: staffSessions.pendingSecret,
      csrfToken: staffSessions.csrfToken,
      staff,
      stale: sql<boolean>`${staffSessions.lastSeenAt} < now() - ${TOUCH_EVERY}`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt), eq(staff.active, true), alive))
    .limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Executor, id: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(staffSessions.id, id), sql`${staffSessions.lastSeenAt} < now() - ${TOUCH_EVERY}`));
}

/** What an ended row becomes: a token no cookie can carry, unique per row, and the moment it ended. */
export const ENDED = { tokenHash: sql`'retired:' || ${staffSessions.id}::text`, endedAt: sql`now()`, pendingSecret: null, csrfToken: null };

export async function endStaffSession(db: Executor, id: number): Promise<void> {
  await db.update(staffSessions).set(ENDED).where(eq(staffSessions.id, id));
}

/** Ends every session of an account not ended yet (reset, disabled). */
export async function endStaffSessions(db: Executor, staffId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set(ENDED)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

/** A password change: every other session of the account ends; answers how many of them were still live. */
export async function endOtherStaffSessions(db: Executor, staffId: number, keptId: number, idleHours: number): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set(ENDED)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt), ne(staffSessions.id, keptId)))
    .returning({ live: aliveWithin(idleHours) });
  return ended.filter((row) => row.live).length;
}

/** Whether the account reached a full session from this address within the known-address days (docs/decisions/044). */
export async function signedInFrom(db: Executor, staffId: number, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        eq(staffSessions.address, address),
        eq(staffSessions.step, 'signed-in'),
        sql`${staffSessions.createdAt} > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
