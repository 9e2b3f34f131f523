import { and, eq, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { aliveWithin, ENDED, HALF_SESSION_MINUTES, KNOWN_ADDRESS_DAYS } from './queries';
import { staffSessions } from './schema';

/**
 * What ended staff sessions leave behind, taken away by the staff session clean-up job
 * (api/jobs/staff-session-cleanup.ts). A session past its time is refused at once whatever this
 * does; the job keeps the table from growing with every sign-in. A half session past its minutes
 * goes (with the TOTP secret of an enrolment never confirmed); a full one stays, ended, for
 * KNOWN_ADDRESS_DAYS after it signed in: the sign-in limits trust the addresses an account signed
 * in from within them (docs/decisions/044), and read them from these rows.
 */

export interface StaffCleanupFigures {
  /** Full sessions past their idle hours, ended now (their tokens retired). */
  expired: number;
  /** Half sessions past their minutes (the code never came, or a new sign-in replaced them), deleted. */
  half: number;
  /** Full sessions ended (or past their hours) that signed in longer ago than the known-address days, deleted. */
  deleted: number;
}

const signedIn = eq(staffSessions.step, 'signed-in');

/** One run; safe beside another: a row is ended or deleted once (the second statement waits for its lock, then skips it). */
export async function cleanUpStaffSessions(db: Executor, idleHours: number): Promise<StaffCleanupFigures> {
  const live = aliveWithin(idleHours);
  const expired = await db
    .update(staffSessions)
    .set(ENDED)
    .where(and(signedIn, isNull(staffSessions.endedAt), not(live)))
    .returning({ id: staffSessions.id });
  const half = await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.step, 'second-factor'),
        lt(staffSessions.createdAt, sql`now() - make_interval(mins => ${HALF_SESSION_MINUTES}::int)`),
      ),
    )
    .returning({ id: staffSessions.id });
  const deleted = await db
    .delete(staffSessions)
    .where(
      and(
        signedIn,
        or(isNotNull(staffSessions.endedAt), not(live)),
        lt(staffSessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`),
      ),
    )
    .returning({ id: staffSessions.id });
  return { expired: expired.length, half: half.length, deleted: deleted.length };
}
