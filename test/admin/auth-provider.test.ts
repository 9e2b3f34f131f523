import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSessions } from '../../api/db/schema';
import { STAFF_ACCESS_REFUSALS } from '../../shared/contract/admin/roles';
import { SIGN_IN_REFUSALS } from '../../shared/contract/admin/staff';
import { totpCode } from '../support/staff';
import { useAppAgainstApi } from './app-against-api';

describe("the back office's sign-in (admin/auth) against the api", () => {
  const made = useAppAgainstApi();

  const sessionsOf = (staffId: number) => made().database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));

  it('enrols an account without TOTP: the secret and its otpauth link, then a code from it, then recovery codes once', async () => {
    const { app, addStaff } = made();
    const member = await addStaff('owner', { enrolled: false });
    const step = await app.calls.signIn({ email: member.email, password: member.password });
    expect(step.step).toBe('enrol');
    if (step.step !== 'enrol') return;
    expect(step.otpauthUrl).toContain(`secret=${step.secret}`);
    const session = await app.calls.confirmCode(await totpCode(step.secret));
    expect(session.recoveryCodes).toHaveLength(10);
    await app.authProvider.login(session);
    expect(await app.authProvider.getPermissions!({})).toBe('owner');
    expect(await app.authProvider.getIdentity!()).toEqual({ id: member.id, fullName: member.name });
  });

  it('asks an enrolled account for a code, and takes a recovery code instead (once)', async () => {
    const { another, addStaff, signIn } = made();
    const member = await addStaff('manager', { enrolled: false });
    const codes = (await signIn(member))!;
    const tab = another();
    expect(await tab.calls.signIn({ email: member.email, password: member.password })).toEqual({ step: 'totp' });
    const session = await tab.calls.confirmCode(` ${codes[0]!} `);
    expect(session.recoveryCodes).toBeNull();
    await tab.calls.signIn({ email: member.email, password: member.password });
    await expect(tab.calls.confirmCode(codes[0]!)).rejects.toMatchObject({ status: 401, message: SIGN_IN_REFUSALS.wrongCode.message });
  });

  it("shows the server's Russian refusal of a wrong password", async () => {
    const { app, owner } = made();
    await expect(app.calls.signIn({ email: owner.email, password: 'wrong-password' })).rejects.toMatchObject({
      status: 401,
      message: 'Неверная почта или пароль',
    });
  });

  it('checks the session with GET /admin/auth/me/ after a reload, and takes the CSRF token from it for every POST', async () => {
    const { app, owner, signIn } = made();
    await signIn(owner);
    const after = app.reloaded();
    await after.authProvider.checkAuth({});
    expect(await after.authProvider.getPermissions!({})).toBe('owner');
    const { data } = await after.dataProvider.create('staff', { data: { email: 'm@example.ru', name: 'Мария', role: 'manager' } });
    await after.dataProvider.update('staff', { id: data.id, data: { name: 'Мария Петровна', role: 'manager' }, previousData: data });
    const [session] = await sessionsOf(owner.id);
    const posts = after.sent.filter((r) => r.path.startsWith('/api/admin/staff/'));
    expect(posts.map((r) => r.csrf)).toEqual([session!.csrfToken, session!.csrfToken]);
  });

  it('refuses a POST whose CSRF token the app no longer holds, with the Russian message, and changes nothing', async () => {
    const { app, owner, signIn } = made();
    await signIn(owner);
    const me = await app.calls.me();
    await app.authProvider.login({ staff: me.staff, csrfToken: 'stale' });
    await expect(app.dataProvider.create('staff', { data: { email: 'x@example.ru', name: 'Икс', role: 'manager' } })).rejects.toMatchObject(
      STAFF_ACCESS_REFUSALS.csrf,
    );
    expect(
      (await app.dataProvider.getList('staff', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }))
        .data,
    ).toHaveLength(1);
  });

  it('signs out: POST /admin/auth/sign-out/, after which the session is gone', async () => {
    const { app, owner, signIn } = made();
    await signIn(owner);
    await app.authProvider.logout({});
    expect(app.sent.some((r) => r.path === '/api/admin/auth/sign-out/')).toBe(true);
    expect((await sessionsOf(owner.id)).map((s) => s.endedAt)).toEqual([expect.any(Date)]);
    await expect(app.authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('lets only the owner open staff and the audit log, and every role the dashboard', async () => {
    const { another, addStaff, signIn } = made();
    const manager = await addStaff('manager');
    const tab = another();
    await signIn(manager, tab);
    expect(await tab.authProvider.canAccess!({ resource: 'staff', action: 'list' })).toBe(false);
    expect(await tab.authProvider.canAccess!({ resource: 'audit', action: 'list' })).toBe(false);
    expect(await tab.authProvider.canAccess!({ resource: 'dashboard', action: 'list' })).toBe(true);
  });

  it('ends the app session on a 401 from any call, but not on a 403 (a refusal is not a sign-out)', async () => {
    const { app, owner, signIn } = made();
    await signIn(owner);
    await expect(app.authProvider.checkError(STAFF_ACCESS_REFUSALS.forbidden)).resolves.toBeUndefined();
    await expect(app.authProvider.checkError(STAFF_ACCESS_REFUSALS.signedOut)).rejects.toBeDefined();
  });
});
