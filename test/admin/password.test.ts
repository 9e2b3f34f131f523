import { describe, expect, it } from 'vitest';
import { afterPassword } from '../../admin/login/steps';
import { refusalErrors } from '../../admin/password/form';
import { totpCode } from './totp';
import { useAppAgainstFake } from './app-against-fake';

const OWN = 'сосны шумят над рекой';

describe("the back office's password calls (admin/auth/calls.ts, admin/login/)", () => {
  const fake = useAppAgainstFake();

  it('walks a one-time password through its replacement to the enrolment, and the code after it', async () => {
    const { api, app, another, signIn, owner } = fake();
    await signIn(owner);
    const created = await app.dataProvider.create('staff', { data: { email: 'p@example.ru', name: 'Пётр', role: 'warehouse' } });
    const password = (created.data as unknown as { password: string }).password;
    const tab = another();
    const first = await tab.calls.signIn({ email: 'p@example.ru', password });
    expect(afterPassword(first)).toEqual({ kind: 'new-password' });
    await expect(tab.calls.setNewPassword('коротко')).rejects.toMatchObject({ status: 400 });
    const next = afterPassword(await tab.calls.setNewPassword(OWN));
    if (next.kind !== 'enrol') throw new Error(`expected the enrolment, got ${next.kind}`);
    const session = await tab.calls.confirmCode(totpCode(next.secret));
    expect(session.recoveryCodes).toHaveLength(10);
    expect(api.state.accounts.get(session.staff.id)).toMatchObject({ password: OWN, mustChange: false });
  });

  it('changes a signed-in password with the CSRF token, and puts a wrong current password beside its field', async () => {
    const { api, app, another, signIn, owner } = fake();
    await signIn(owner);
    const phone = another();
    await signIn(owner, phone);
    const wrong = await app.calls.changePassword({ current: 'не тот', password: OWN }).catch((e: unknown) => e);
    expect(refusalErrors(wrong)).toEqual({ current: 'Текущий пароль введён неверно' });
    expect(await app.calls.changePassword({ current: owner.password, password: OWN })).toEqual({ endedSessions: 1 });
    const posted = api.requests.filter((r) => r.path === '/api/admin/auth/password/');
    const [session] = [...api.state.sessions.values()];
    expect(posted.map((r) => r.csrf)).toEqual([session!.csrfToken, session!.csrfToken]);
    // The other browser's next call finds its session gone; this one goes on.
    await expect(phone.calls.me()).rejects.toMatchObject({ status: 401 });
    expect((await app.calls.me()).staff.id).toBe(owner.staff.id);
  });
});
