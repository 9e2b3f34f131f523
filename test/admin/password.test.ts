import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterPassword } from '../../admin/login/steps';
import { refusalErrors } from '../../admin/password/form';
import { secretMatches } from '../../api/admin/staff/secrets';
import { staff } from '../../api/db/schema';
import { totpCode } from '../support/staff';
import { useAppAgainstApi } from './app-against-api';

const OWN = 'сосны шумят над рекой';

describe("the back office's password calls (admin/auth/calls.ts, admin/login/, admin/password/) against the api", () => {
  const made = useAppAgainstApi();
  const accountOf = async (id: number) => (await made().database.db.select().from(staff).where(eq(staff.id, id)))[0]!;

  it('walks a one-time password through its replacement to the enrolment, and the code after it', async () => {
    const { app, another, owner, signIn } = made();
    await signIn(owner);
    const { data } = await app.dataProvider.create('staff', { data: { email: 'p@example.ru', name: 'Пётр', role: 'warehouse' } });
    const { password } = data as unknown as { password: string };
    const tab = another();
    expect(afterPassword(await tab.calls.signIn({ email: 'p@example.ru', password }))).toEqual({ kind: 'new-password' });
    const short = await tab.calls.setNewPassword('коротко').catch((e: unknown) => e);
    expect(refusalErrors(short)).toEqual({ password: 'Новый пароль — не короче 12 символов' });
    const next = afterPassword(await tab.calls.setNewPassword(OWN));
    if (next.kind !== 'enrol') throw new Error(`expected the enrolment, got ${next.kind}`);
    const session = await tab.calls.confirmCode(await totpCode(next.secret));
    expect(session.recoveryCodes).toHaveLength(10);
    const account = await accountOf(session.staff.id);
    expect(account.passwordMustChange).toBe(false);
    expect(await secretMatches(account.passwordHash, OWN)).toBe(true);
  });

  it('changes a signed-in password with the CSRF token, and puts a wrong current password beside its field', async () => {
    const { app, another, owner, signIn } = made();
    await signIn(owner);
    const phone = another();
    await signIn(owner, phone, 1);
    const wrong = await app.calls.changePassword({ current: 'не тот пароль', password: OWN }).catch((e: unknown) => e);
    expect(refusalErrors(wrong)).toEqual({ current: 'Текущий пароль введён неверно' });
    expect(await app.calls.changePassword({ current: owner.password, password: OWN })).toEqual({ endedSessions: 1 });
    const posted = app.sent.filter((r) => r.path === '/api/admin/auth/password/');
    const { csrfToken } = await app.calls.me();
    expect(posted.map((r) => r.csrf)).toEqual([csrfToken, csrfToken]);
    // The other browser's next call finds its session gone; this one goes on.
    await expect(phone.calls.me()).rejects.toMatchObject({ status: 401 });
    expect(await secretMatches((await accountOf(owner.id)).passwordHash, OWN)).toBe(true);
  });
});
