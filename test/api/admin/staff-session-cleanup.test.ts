/**
 * The staff session clean-up job (api/jobs/staff-session-cleanup.ts): idle sessions ended, half
 * sessions past their minutes deleted with their enrolment's secret, ended sessions deleted once
 * the sign-in limits no longer read their address; live ones and the addresses the limits trust
 * stay. Two runs at once end and delete each row once.
 */
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { signedInFrom, type StaffCleanupFigures } from '../../../api/admin/session/service';
import { parseApiConfig } from '../../../api/config';
import type { Db } from '../../../api/db/database';
import { staffSessions } from '../../../api/db/schema';
import { scheduledJobs } from '../../../api/jobs';
import { STAFF_SESSION_CLEANUP_QUEUE } from '../../../api/jobs/staff-session-cleanup';
import { useTestApi } from '../../support/database';
import { addStaff, staffSessionFor } from '../../support/staff';
import { browserAt } from './admin-fixture';

const api = useTestApi();

/** The job as the runner schedules it (api/jobs/index.ts), with the default 12 idle hours. */
function cleanupJob(db: Db) {
  const config = parseApiConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const job = scheduledJobs(config, db, pino({ level: 'silent' })).find((j) => j.queue === STAFF_SESSION_CLEANUP_QUEUE);
  expect(job, 'the staff clean-up is one of the scheduled jobs').toBeDefined();
  return job!;
}

const rowOf = async (id: number) => (await api().db.select().from(staffSessions).where(eq(staffSessions.id, id)))[0];
/** The newest session row of a staff member: the one a sign-in just made. */
const newestOf = async (staffId: number) =>
  (
    await api()
      .db.select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, staffId))
      .orderBy(sql`id DESC`)
      .limit(1)
  )[0]!.id;
/** As if the session signed in `createdHours` ago and was last used `idleHours` ago. */
const age = (id: number, createdHours: number, idleHours = createdHours) =>
  api()
    .db.update(staffSessions)
    .set({
      createdAt: sql`now() - make_interval(hours => ${createdHours}::int)`,
      lastSeenAt: sql`now() - make_interval(hours => ${idleHours}::int)`,
    })
    .where(eq(staffSessions.id, id));

describe('the staff session clean-up job', () => {
  it('runs every hour', () => {
    expect(cleanupJob(api().db).cron).toMatch(/^\d+ \* \* \* \*$/);
  });

  it('ends idle sessions, deletes dead half ones and old ended ones, and keeps what the sign-in limits read', async () => {
    const db = api().db;
    const owner = await addStaff(db, { role: 'owner' });
    const newcomer = await addStaff(db, { role: 'manager', enrolled: false });
    // Full sessions as the code leaves them, from an address each.
    const signIn = async (address: string) => {
      await staffSessionFor(db, owner.id);
      const id = await newestOf(owner.id);
      await db.update(staffSessions).set({ address }).where(eq(staffSessions.id, id));
      return id;
    };
    // In use now, 40 days after she signed in: stays.
    const live = await signIn('198.51.100.80');
    await age(live, 40 * 24, 1);
    // Idle 13 hours: ended, its row kept (her address is trusted for 30 days).
    const idle = await signIn('198.51.100.81');
    await age(idle, 13);
    // Signed out (ended) 31 days after signing in: deleted.
    const old = await signIn('198.51.100.82');
    await db
      .update(staffSessions)
      .set({ endedAt: sql`now()`, tokenHash: `retired:${old}` })
      .where(eq(staffSessions.id, old));
    await age(old, 31 * 24);
    // A newcomer's enrolment never confirmed, 6 minutes ago: deleted with its secret.
    await browserAt(api, '198.51.100.83').signIn(newcomer.email, newcomer.password);
    const half = await newestOf(newcomer.id);
    expect((await rowOf(half))!.pendingSecret).not.toBeNull();
    await db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(staffSessions.id, half));
    // A half session of a minute ago is still waiting for its code: stays.
    const waiting = browserAt(api, '198.51.100.84');
    await waiting.signIn(newcomer.email, newcomer.password);
    const fresh = await newestOf(newcomer.id);

    const figures = (await cleanupJob(db).run()) as StaffCleanupFigures;
    expect(figures).toEqual({ expired: 1, half: 1, deleted: 1 });
    expect(await rowOf(live)).toMatchObject({ endedAt: null });
    expect(await rowOf(idle)).toMatchObject({ endedAt: expect.any(Date), tokenHash: `retired:${idle}`, csrfToken: null });
    expect(await rowOf(old)).toBeUndefined();
    expect(await rowOf(half)).toBeUndefined();
    expect(await rowOf(fresh)).toMatchObject({ endedAt: null, step: 'second-factor' });
    expect(await signedInFrom(db, owner.id, '198.51.100.81')).toBe(true);

    // Nothing left to do; two runs at once end and delete each row once.
    expect(await cleanupJob(db).run()).toEqual({ expired: 0, half: 0, deleted: 0 });
    await age(live, 40 * 24, 13);
    await age(idle, 31 * 24);
    await db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(staffSessions.id, fresh));
    const runs = (await Promise.all([cleanupJob(db).run(), cleanupJob(db).run()])) as StaffCleanupFigures[];
    const sum = (key: keyof StaffCleanupFigures) => runs.reduce((n, r) => n + r[key], 0);
    expect({ expired: sum('expired'), half: sum('half'), deleted: sum('deleted') }).toEqual({ expired: 1, half: 1, deleted: 2 });
    expect(await db.$count(staffSessions)).toBe(0);
  });
});
