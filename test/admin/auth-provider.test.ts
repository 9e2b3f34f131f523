import { describe, expect, it } from 'vitest';
import { totpCode } from './totp';
import { useAppAgainstFake } from './app-against-fake';

describe("the back office's sign-in (admin/auth)", () => {
  const fake = useAppAgainstFake();

  it('enrols an account without TOTP: the secret and its otpauth link, then a code from it, then recovery codes once', async () => {
    const { app, owner } = fake();
    const step = await app.calls.signIn({ email: owner.staff.email, password: owner.password });
    expect(step.step).toBe('enrol');
    if (step.step !== 'enrol') return;
    expect(step.otpauthUrl).toContain(`secret=${step.secret}`);
    const session = await app.calls.confirmCode(totpCode(step.secret));
    expect(session.recoveryCodes).toHaveLength(10);
    await app.authProvider.login(session);
    expect(await app.authProvider.getPermissions!({})).toBe('owner');
    expect(await app.authProvider.getIdentity!()).toEqual({ id: owner.staff.id, fullName: 'Анна Владелец' });
  });

  it('asks an enrolled account for a code, and takes a recovery code instead (once)', async () => {
    const { another, owner, signIn } = fake();
    await signIn(owner);
    const codes = [...owner.recoveryCodes];
    const tab = another();
    expect(await tab.calls.signIn({ email: owner.staff.email, password: owner.password })).toEqual({ step: 'totp' });
    const session = await tab.calls.confirmCode(` ${codes[0]!} `);
    expect(session.recoveryCodes).toBeNull();
    await tab.calls.signIn({ email: owner.staff.email, password: owner.password });
    await expect(tab.calls.confirmCode(codes[0]!)).rejects.toMatchObject({ status: 401, message: expect.stringMatching(/^Неверный код/) });
  });

  it("shows the server's Russian refusal of a wrong password", async () => {
    const { app, owner } = fake();
    await expect(app.calls.signIn({ email: owner.staff.email, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Неверная почта или пароль',
    });
  });

  it('checks the session with GET /admin/auth/me/ after a reload, and takes the CSRF token from it for every POST', async () => {
    const { api, owner, reloaded, signIn } = fake();
    await signIn(owner);
    const after = reloaded();
    await after.authProvider.checkAuth({});
    expect(await after.authProvider.getPermissions!({})).toBe('owner');
    await after.dataProvider.create('staff', { data: { email: 'm@example.ru', name: 'Мария', role: 'manager' } });
    await after.dataProvider.update('staff', { id: owner.staff.id, data: { name: 'Анна', role: 'owner' }, previousData: owner.staff });
    const [session] = [...api.state.sessions.values()];
    const posts = api.requests.filter((r) => r.path.startsWith('/api/admin/staff/'));
    expect(posts.map((r) => r.csrf)).toEqual([session!.csrfToken, session!.csrfToken]);
  });

  it('refuses a POST whose CSRF token the app no longer holds (signed out in memory), with the Russian message', async () => {
    const { app, owner, signIn } = fake();
    await signIn(owner);
    await app.authProvider.login({ staff: owner.staff, csrfToken: 'stale' });
    await expect(app.dataProvider.create('staff', { data: { email: 'x@example.ru', name: 'Икс', role: 'manager' } })).rejects.toMatchObject(
      {
        status: 403,
        message: 'Сессия устарела: обновите страницу и повторите',
      },
    );
  });

  it('signs out: POST /admin/auth/sign-out/, after which the session is gone', async () => {
    const { api, app, owner, signIn } = fake();
    await signIn(owner);
    await app.authProvider.logout({});
    expect(api.requests.some((r) => r.path === '/api/admin/auth/sign-out/')).toBe(true);
    expect(api.state.sessions.size).toBe(0);
    await expect(app.authProvider.checkAuth({})).rejects.toMatchObject({ status: 401 });
  });

  it('lets only the owner open staff and the audit log, and every role the dashboard', async () => {
    const { api, another, signIn } = fake();
    const manager = api.state.addAccount('m@example.ru', 'Мария', 'manager');
    const tab = another();
    await signIn(manager, tab);
    expect(await tab.authProvider.canAccess!({ resource: 'staff', action: 'list' })).toBe(false);
    expect(await tab.authProvider.canAccess!({ resource: 'audit', action: 'list' })).toBe(false);
    expect(await tab.authProvider.canAccess!({ resource: 'dashboard', action: 'list' })).toBe(true);
  });

  it('ends the app session on a 401 from any call, but not on a 403 (a refusal is not a sign-out)', async () => {
    const { app, owner, signIn } = fake();
    await signIn(owner);
    await expect(app.authProvider.checkError({ status: 403, message: 'Это может только владелец' })).resolves.toBeUndefined();
    await expect(app.authProvider.checkError({ status: 401, message: 'Войдите' })).rejects.toBeDefined();
  });
});
