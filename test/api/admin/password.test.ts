/**
 * A staff member's own password (docs/decisions/052): changed from the back office with the current
 * one, under limits, the other sessions closed and this one kept; a one-time password (create,
 * reset) replaced at the first sign-in, before the code. Every change is in the audit log, never a
 * password; every refusal is in Russian and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../../api/db/schema';
import { PASSWORD_REFUSALS, SAME_PASSWORD, passwordChangeDataSchema } from '../../../shared/contract/admin/password';
import { passwordDataSchema, SIGN_IN_REFUSALS, signInDataSchema, staffCreateDataSchema } from '../../../shared/contract/admin/staff';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage, refusedField } from '../../support/envelope';
import { addStaff, totpCode } from '../../support/staff';
import { browserAt } from './admin-fixture';

const api = useTestApi({ env: { ADMIN_WRONG_PASSWORDS_PER_STAFF_HOUR: '3' } });
const NEW = 'сосны шумят над рекой';

const passwordRows = async (staffId: number) =>
  (await api().db.select().from(auditLog).where(eq(auditLog.action, 'staff.password'))).filter((r) => r.objectId === String(staffId));
const hashOf = async (id: number) => (await api().db.select().from(staff).where(eq(staff.id, id)))[0]!.passwordHash;

async function signedIn(role: 'owner' | 'manager' = 'manager', address = '198.51.100.60') {
  const member = await addStaff(api().db, { role });
  const browser = browserAt(api, address);
  await browser.signInFully(member.email, member.password, () => totpCode(member.secret!));
  return { member, browser };
}

describe('a signed-in staff member changing her password', () => {
  it('needs the current one; then the other browsers are signed out, this one stays, and only the new one signs in', async () => {
    const { member, browser } = await signedIn();
    const phone = browserAt(api, '198.51.100.61');
    await phone.signInFully(member.email, member.password, () => totpCode(member.secret!, 30));

    const changed = expectEnvelope(
      await browser.post('/auth/password/', { current: member.password, password: NEW }),
      passwordChangeDataSchema,
    );
    expect(changed).toEqual({ endedSessions: 1 });
    expect((await browser.get('/auth/me/')).status).toBe(200);
    expect((await phone.get('/auth/me/')).status).toBe(401);
    expect(refusalMessage(await browserAt(api).signIn(member.email, member.password), 401)).toBe(SIGN_IN_REFUSALS.wrongPassword.message);
    expect(expectEnvelope(await browserAt(api).signIn(member.email, NEW), signInDataSchema)).toEqual({ step: 'totp' });
    expect(await hashOf(member.id)).toMatch(/^\$argon2id\$/);

    const [entry] = await passwordRows(member.id);
    expect(entry).toMatchObject({
      staffId: member.id,
      address: '198.51.100.60',
      object: 'staff',
      before: { password: 'прежний' },
      after: { password: 'новый', endedSessions: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(NEW);
    expect(JSON.stringify(entry)).not.toContain(member.password);
  });

  it('is refused, in Russian and beside the field, a wrong current password, a short or equal new one, changing nothing', async () => {
    const { member, browser } = await signedIn();
    const before = await hashOf(member.id);
    const refused = async (body: object, status: number, field: string) => {
      const res = await browser.post('/auth/password/', body);
      const message = refusalMessage(res, status, JSON.stringify(body));
      expect(refusedField(res)).toBe(field);
      return message;
    };
    expect(await refused({ current: 'не тот пароль', password: NEW }, 400, 'current')).toBe(PASSWORD_REFUSALS.wrongCurrent.message);
    expect(await refused({ current: member.password, password: 'короткий' }, 400, 'password')).toBe('Новый пароль — не короче 12 символов');
    expect(await refused({ current: member.password, password: '' }, 400, 'password')).toBe('Введите новый пароль');
    expect(await refused({ current: member.password, password: ` ${NEW}` }, 400, 'password')).toMatch(/пробелом$/);
    expect(await refused({ current: member.password, password: member.password }, 400, 'password')).toBe(SAME_PASSWORD);
    expect(await refused({ password: NEW }, 400, 'current')).toBe('Введите текущий пароль');
    expect(await hashOf(member.id)).toBe(before);
    expect(await passwordRows(member.id)).toEqual([]);
  });

  it('is limited in wrong current passwords per account, so that a stolen session cannot find it out; signing in is not', async () => {
    const { member, browser } = await signedIn();
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/auth/password/', { current: `угадываю-${i}`, password: NEW })).status).toBe(400);
    }
    const refused = await browser.post('/auth/password/', { current: member.password, password: NEW });
    expect(refusalMessage(refused, 429)).toMatch(/^Слишком много попыток ввести текущий пароль\. Попробуйте через \d+ (с|мин)$/);
    expect(refusedField(refused)).toBe('current');
    // The account's limit, whichever session asks.
    const other = browserAt(api, '198.51.100.62');
    await other.signInFully(member.email, member.password, () => totpCode(member.secret!, 30));
    expect((await other.post('/auth/password/', { current: member.password, password: NEW })).status).toBe(429);
    expect(expectEnvelope(await browserAt(api).signIn(member.email, member.password), signInDataSchema)).toEqual({ step: 'totp' });
  });

  it('from two browsers at once: one change wins, and its password is the one that signs in', async () => {
    const { member, browser } = await signedIn();
    const other = browserAt(api, '198.51.100.63');
    await other.signInFully(member.email, member.password, () => totpCode(member.secret!, 30));
    const [a, b] = await Promise.all([
      browser.post('/auth/password/', { current: member.password, password: `${NEW} один` }),
      other.post('/auth/password/', { current: member.password, password: `${NEW} два` }),
    ]);
    const winners = [a, b].filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const loser = a.status === 200 ? b : a;
    // Refused as changed meanwhile, or signed out by the winner before it was read.
    expect([409, 401]).toContain(loser.status);
    const won = a.status === 200 ? `${NEW} один` : `${NEW} два`;
    expect((await browserAt(api).signIn(member.email, won)).status).toBe(200);
    expect(await passwordRows(member.id)).toHaveLength(1);
  });
});

describe('a one-time password', () => {
  async function madeByOwner() {
    const { browser: owner } = await signedIn('owner', '198.51.100.70');
    const made = expectEnvelope(
      await owner.post('/staff/', { email: 'packer@staff.test', name: 'Пётр', role: 'warehouse' }),
      staffCreateDataSchema,
    );
    return { owner, made };
  }

  it('is replaced at the first sign-in, before the code; the half session is renewed and the enrolment follows', async () => {
    const { made } = await madeByOwner();
    const browser = browserAt(api, '198.51.100.71');
    expect(expectEnvelope(await browser.signIn(made.staff.email, made.password), signInDataSchema)).toEqual({ step: 'new-password' });
    // No skipping it: the code is refused while the password is the one-time one.
    expect(refusalMessage(await browser.code('123456'), 409)).toBe(PASSWORD_REFUSALS.oneTimeFirst.message);
    expect(refusalMessage(await browser.post('/auth/new-password/', { password: made.password }), 400)).toBe(
      PASSWORD_REFUSALS.sameAsOneTime.message,
    );
    expect(refusalMessage(await browser.post('/auth/new-password/', { password: 'коротко' }), 400)).toBe(
      'Новый пароль — не короче 12 символов',
    );

    const half = browser.cookie;
    const next = expectEnvelope(await browser.post('/auth/new-password/', { password: NEW }), signInDataSchema);
    if (next.step !== 'enrol') throw new Error(`expected the enrolment, got ${next.step}`);
    expect(browser.cookie).not.toBe(half);
    const stale = browserAt(api, '198.51.100.71');
    stale.cookie = half;
    expect((await stale.post('/auth/new-password/', { password: `${NEW} ещё` })).status).toBe(401);
    // Set once: a second try (another tab) is told so.
    expect(refusalMessage(await browser.post('/auth/new-password/', { password: `${NEW} ещё` }), 409)).toBe(
      PASSWORD_REFUSALS.notNeeded.message,
    );

    expect((await browser.code(await totpCode(next.secret))).status).toBe(200);
    expect((await browser.get('/auth/me/')).status).toBe(200);
    expect(refusalMessage(await browserAt(api).signIn(made.staff.email, made.password), 401)).toBe(SIGN_IN_REFUSALS.wrongPassword.message);
    expect(expectEnvelope(await browserAt(api).signIn(made.staff.email, NEW), signInDataSchema)).toEqual({ step: 'totp' });
    const [entry] = await passwordRows(made.staff.id);
    expect(entry).toMatchObject({ staffId: made.staff.id, before: { password: 'одноразовый' }, after: { password: 'свой' } });
    expect(JSON.stringify(entry)).not.toContain(NEW);
  });

  it('comes again with a reset; an account with its own password is never asked', async () => {
    const { owner, made } = await madeByOwner();
    const first = browserAt(api, '198.51.100.72');
    await first.signIn(made.staff.email, made.password);
    await first.post('/auth/new-password/', { password: NEW });
    const { password } = expectEnvelope(await owner.post(`/staff/${made.staff.id}/reset/`), passwordDataSchema);
    expect(expectEnvelope(await browserAt(api).signIn(made.staff.email, password), signInDataSchema)).toEqual({ step: 'new-password' });

    const { member } = await signedIn();
    const own = browserAt(api, '198.51.100.73');
    await own.signIn(member.email, member.password);
    expect(refusalMessage(await own.post('/auth/new-password/', { password: NEW }), 409)).toBe(PASSWORD_REFUSALS.notNeeded.message);
  });
});
