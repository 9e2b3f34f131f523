/**
 * The server checks who makes every back-office call (issue 23; docs/decisions/045). Generated from
 * the contract table, so a call added later is covered by itself: each call a role list guards
 * refuses a guest, a shopper's session, a half-signed-in staff member and every role not on its
 * list; each state-changing one refuses a missing or wrong CSRF token; every state-changing admin
 * call refuses a request from another site. Not one refused request writes a row; the roles on the
 * list get past the checks. The role and the session are read on every call: a member demoted since
 * signing in has the new role's rights only; a disabled member's, an ended and an idle session none.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../../api/http/cross-site';
import { CSRF_HEADER, STAFF_ACCESS_REFUSALS, STAFF_ROLES, type StaffRole } from '../../../shared/contract/admin/roles';
import { SIGN_IN_REFUSALS } from '../../../shared/contract/admin/staff';
import { changesState, fillPath, splitCallId, type CallSpec } from '../../../shared/contract/call';
import { calls, type CallId } from '../../../shared/contract/calls';
import { eq, sql } from 'drizzle-orm';
import { staff, staffSessions } from '../../../api/db/schema';
import { useTestApi } from '../../support/database';
import { refusalMessage } from '../../support/envelope';
import { addStaff, shopperCookie, staffSessionFor, type TestStaffSession } from '../../support/staff';
import { countWrites } from '../../support/write-counter';

const adminIds = (Object.keys(calls) as CallId[]).filter((id) => (calls[id] as CallSpec).staff !== undefined);
const accessOf = (id: CallId) => (calls[id] as CallSpec).staff!;
const guarded = adminIds.filter((id) => Array.isArray(accessOf(id)));
const changing = adminIds.filter((id) => changesState(id, calls[id]));

const api = useTestApi({
  per: 'file',
  prepare: async ({ db }) => {
    const sessions = {} as Record<StaffRole, TestStaffSession>;
    for (const role of STAFF_ROLES) sessions[role] = await staffSessionFor(db, (await addStaff(db, { role })).id);
    const half = await staffSessionFor(db, (await addStaff(db, { role: 'owner' })).id, 'second-factor');
    const shopper = await shopperCookie(db);
    // Sessions that were good once: the member demoted to the warehouse, disabled, signed out, idle too long.
    const lapsed = {} as Record<'demoted' | 'disabled' | 'ended' | 'idle', TestStaffSession & { id: number }>;
    for (const name of ['demoted', 'disabled', 'ended', 'idle'] as const) {
      const { id } = await addStaff(db, { role: 'owner' });
      lapsed[name] = { id, ...(await staffSessionFor(db, id)) };
    }
    await db.update(staff).set({ role: 'warehouse' }).where(eq(staff.id, lapsed.demoted.id));
    await db.update(staff).set({ active: false }).where(eq(staff.id, lapsed.disabled.id));
    await db.update(staffSessions).set({ endedAt: new Date() }).where(eq(staffSessions.staffId, lapsed.ended.id));
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '400 days'` })
      .where(eq(staffSessions.staffId, lapsed.idle.id));
    return { sessions, half, shopper, lapsed, writes: await countWrites(db) };
  },
});

/** The call with a path id nobody has and an empty body: enough to get past (or be stopped by) the access step. */
function send(id: CallId, headers: Record<string, string> = {}) {
  const { method, path } = splitCallId(id);
  const url = `/api${fillPath(path, () => '999999')}`;
  const req = method === 'GET' ? request(api().app).get(url) : request(api().app).post(url).send({});
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req;
}

const as = ({ cookie, csrfToken }: TestStaffSession, csrf: string | null = csrfToken) => ({
  cookie,
  ...(csrf === null ? {} : { [CSRF_HEADER]: csrf }),
});

async function expectRefused(id: CallId, headers: Record<string, string>, status: number, message: string) {
  const before = await api().fixture.writes();
  const res = await send(id, headers);
  expect(refusalMessage(res, status, id)).toBe(message);
  expect(await api().fixture.writes(), `${id} wrote nothing`).toBe(before);
}

describe('every back-office call', () => {
  it('is guarded by a role list but the steps that open and close a session', () => {
    expect(adminIds.filter((id) => !guarded.includes(id)).sort()).toEqual([
      'POST /admin/auth/new-password/',
      'POST /admin/auth/sign-in/',
      'POST /admin/auth/sign-out/',
      'POST /admin/auth/totp/',
    ]);
    expect(guarded.length).toBeGreaterThan(4);
  });

  it.each(adminIds.filter((id) => accessOf(id) === 'second-factor'))(
    '%s (a step of the sign-in) refuses a guest and a signed-in session with 401',
    async (id) => {
      await expectRefused(id, {}, 401, STAFF_ACCESS_REFUSALS.signedOut.message);
      await expectRefused(id, as(api().fixture.sessions.owner), 401, SIGN_IN_REFUSALS.expired.message);
    },
  );

  it.each(guarded)('%s refuses a guest, a shopper and a half-signed-in staff member with 401', async (id) => {
    const { signedOut } = STAFF_ACCESS_REFUSALS;
    await expectRefused(id, {}, 401, signedOut.message);
    await expectRefused(id, { cookie: api().fixture.shopper }, 401, signedOut.message);
    await expectRefused(id, as(api().fixture.half), 401, signedOut.message);
  });

  it.each(guarded)('%s refuses the roles not on its list with 403 and lets those on it through', async (id) => {
    const roles = accessOf(id) as readonly StaffRole[];
    for (const role of STAFF_ROLES) {
      const session = api().fixture.sessions[role];
      if (!roles.includes(role)) {
        await expectRefused(id, as(session), 403, STAFF_ACCESS_REFUSALS.forbidden.message);
        continue;
      }
      const res = await send(id, as(session));
      // Past the access step: answered, or refused for its input or its missing staff member.
      expect([200, 400, 404], `${id} as ${role}: ${res.text}`).toContain(res.status);
    }
  });

  it.each(guarded)('%s reads the role and the session anew: a demoted, disabled, signed-out or idle one is refused', async (id) => {
    const { demoted, disabled, ended, idle } = api().fixture.lapsed;
    const { signedOut, forbidden } = STAFF_ACCESS_REFUSALS;
    // Signed in as an owner, now the warehouse's: its role list decides, not the one at sign-in.
    if (!(accessOf(id) as readonly StaffRole[]).includes('warehouse')) await expectRefused(id, as(demoted), 403, forbidden.message);
    else expect([200, 400, 404], id).toContain((await send(id, as(demoted))).status);
    for (const session of [disabled, ended, idle]) await expectRefused(id, as(session), 401, signedOut.message);
  });

  it.each(guarded.filter((id) => changing.includes(id)))('%s refuses a missing or wrong CSRF token with 403', async (id) => {
    const role = (accessOf(id) as readonly StaffRole[])[0]!;
    const session = api().fixture.sessions[role];
    const { csrf } = STAFF_ACCESS_REFUSALS;
    await expectRefused(id, as(session, null), 403, csrf.message);
    await expectRefused(id, as(session, 'x'.repeat(43)), 403, csrf.message);
    // Another session's token is no better.
    const other = api().fixture.sessions[role === 'owner' ? 'manager' : 'owner'];
    await expectRefused(id, as(session, other.csrfToken), 403, csrf.message);
  });

  it.each(changing)('%s refuses a request from another site with 403', async (id) => {
    await expectRefused(id, { ...as(api().fixture.sessions.owner), 'Sec-Fetch-Site': 'cross-site' }, 403, CROSS_SITE_MESSAGE);
    await expectRefused(id, { ...as(api().fixture.sessions.owner), Origin: 'https://evil.example' }, 403, CROSS_SITE_MESSAGE);
  });
});
