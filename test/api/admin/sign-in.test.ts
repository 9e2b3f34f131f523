/**
 * Signing in to the back office (issue 23; docs/decisions/044): password, then the second factor;
 * the first sign-in enrols TOTP and shows the recovery codes once; codes are taken once; half and
 * idle sessions run out; the messages say what went wrong without telling which e-mails exist.
 */
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditLog, staff, staffSessions } from '../../../api/db/schema';
import { SIGN_IN_REFUSALS, meDataSchema, signInDataSchema, totpDataSchema } from '../../../shared/contract/admin/staff';
import { STAFF_ACCESS_REFUSALS } from '../../../shared/contract/admin/roles';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage, refusedField } from '../../support/envelope';
import { addStaff, totpCode } from '../../support/staff';
import { browserAt } from './admin-fixture';

const api = useTestApi();

describe('the first sign-in of an account without TOTP', () => {
  it('enrols it: the secret and its QR address, then a code from it signs in and shows 10 recovery codes once', async () => {
    const owner = await addStaff(api().db, { role: 'owner', enrolled: false });
    const browser = browserAt(api);
    const first = expectEnvelope(await browser.signIn(` ${owner.email.toUpperCase()} `, owner.password), signInDataSchema);
    if (first.step !== 'enrol') throw new Error(`expected enrolment, got ${first.step}`);
    expect(first.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);

    const signedIn = expectEnvelope(await browser.code(await totpCode(first.secret)), totpDataSchema);
    expect(signedIn.staff).toMatchObject({ id: owner.id, email: owner.email, role: 'owner', enrolled: true });
    expect(signedIn.recoveryCodes).toHaveLength(10);
    for (const code of signedIn.recoveryCodes!) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(signedIn.recoveryCodes).size).toBe(10);

    const me = expectEnvelope(await browser.get('/auth/me/'), meDataSchema);
    expect(me).toEqual({ staff: signedIn.staff, csrfToken: signedIn.csrfToken });
    const [row] = await api().db.select().from(staff).where(eq(staff.id, owner.id));
    expect(row!.totpSecret).toBe(first.secret);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [entry] = await api().db.select().from(auditLog).where(eq(auditLog.action, 'staff.enrol'));
    expect(entry).toMatchObject({
      staffId: owner.id,
      object: 'staff',
      objectId: String(owner.id),
      before: { enrolled: false },
      after: { enrolled: true },
    });

    // The next sign-in asks for a code, and shows no recovery codes.
    const again = browserAt(api);
    expect(expectEnvelope(await again.signIn(owner.email, owner.password), signInDataSchema)).toEqual({ step: 'totp' });
    const next = expectEnvelope(await again.code(await totpCode(first.secret, 30)), totpDataSchema);
    expect(next.recoveryCodes).toBeNull();
  });
});

describe('an enrolled account', () => {
  it('signs in with its password and a code, under a cookie only the back office gets, renewed at the second step', async () => {
    const manager = await addStaff(api().db, { role: 'manager' });
    const browser = browserAt(api);
    const first = await browser.signIn(manager.email, manager.password);
    expect(expectEnvelope(first, signInDataSchema)).toEqual({ step: 'totp' });
    const half = browser.cookie;
    // Half signed in: nothing of the back office yet.
    expect(refusalMessage(await browser.get('/auth/me/'), 401)).toBe(STAFF_ACCESS_REFUSALS.signedOut.message);

    const second = await browser.code(await totpCode(manager.secret!));
    expect(second.status, second.text).toBe(200);
    const set = String(second.headers['set-cookie']);
    expect(set).toMatch(/staff_session=[A-Za-z0-9_-]{43}; Path=\/api\/admin; HttpOnly; SameSite=Strict/);
    expect(set).not.toMatch(/Max-Age|Expires=(?!Thu, 01 Jan 1970)/);
    expect(browser.cookie).not.toBe(half);
    expect((await browser.get('/auth/me/')).status).toBe(200);
    // The half session's token opens nothing now.
    const stale = browserAt(api);
    stale.cookie = half;
    expect((await stale.get('/auth/me/')).status).toBe(401);
  });

  it('gets a Secure cookie behind TLS (the storefront’s proxy says https)', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const res = await request(api().app)
      .post('/api/admin/auth/sign-in/')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: owner.email, password: owner.password });
    expect(String(res.headers['set-cookie'])).toMatch(/^staff_session=[^;]+; Path=\/api\/admin; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('takes each code once: the same code for a second sign-in is wrong', async () => {
    const warehouse = await addStaff(api().db, { role: 'warehouse' });
    const code = await totpCode(warehouse.secret!);
    await browserAt(api).signInFully(warehouse.email, warehouse.password, async () => code);
    const second = browserAt(api);
    await second.signIn(warehouse.email, warehouse.password);
    const res = await second.code(code);
    expect(refusalMessage(res, 401)).toBe(SIGN_IN_REFUSALS.wrongCode.message);
    expect(refusedField(res)).toBe('code');
  });

  it('is told «Неверный код» for a wrong code, and may try again within the half session', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const browser = browserAt(api);
    await browser.signIn(owner.email, owner.password);
    const right = await totpCode(owner.secret!);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(refusalMessage(await browser.code(wrong), 401)).toBe('Неверный код');
    expect((await browser.code(right)).status).toBe(200);
  });

  it('signs in with a recovery code once: the same code a second time is wrong', async () => {
    const owner = await addStaff(api().db, { role: 'owner', enrolled: false });
    const enrolling = browserAt(api);
    const first = expectEnvelope(await enrolling.signIn(owner.email, owner.password), signInDataSchema);
    const secret = first.step === 'enrol' ? first.secret : '';
    const { recoveryCodes } = expectEnvelope(await enrolling.code(await totpCode(secret)), totpDataSchema);
    const code = recoveryCodes![3]!;

    const lost = browserAt(api);
    await lost.signIn(owner.email, owner.password);
    const res = await lost.code(code.toUpperCase().replace('-', ' '));
    expect(res.status, res.text).toBe(200);
    expect(expectEnvelope(res, totpDataSchema).staff.id).toBe(owner.id);
    const entries = await api().db.select().from(auditLog).where(eq(auditLog.action, 'staff.recovery-code'));
    expect(entries.map((e) => [e.before, e.after])).toEqual([[{ recoveryCodesLeft: 10 }, { recoveryCodesLeft: 9 }]]);

    const again = browserAt(api);
    await again.signIn(owner.email, owner.password);
    expect(refusalMessage(await again.code(code), 401)).toBe(SIGN_IN_REFUSALS.wrongCode.message);
  });
});

describe('a refused sign-in', () => {
  it('says «Неверная почта или пароль» alike for an unknown e-mail, a wrong password and a disabled account', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const gone = await addStaff(api().db, { role: 'manager', active: false });
    const browser = browserAt(api);
    for (const [email, password] of [
      ['nobody@staff.test', owner.password],
      [owner.email, `${owner.password}x`],
      [gone.email, gone.password],
    ] as const) {
      const res = await browser.signIn(email, password);
      expect(refusalMessage(res, 401, email)).toBe(SIGN_IN_REFUSALS.wrongPassword.message);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await api().db.$count(staffSessions)).toBe(0);
  });

  it('asks to sign in again once the half session ran out (5 minutes)', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const browser = browserAt(api);
    await browser.signIn(owner.email, owner.password);
    await api()
      .db.update(staffSessions)
      .set({ createdAt: sql`now() - interval '6 minutes'` });
    expect(refusalMessage(await browser.code(await totpCode(owner.secret!)), 401)).toBe(SIGN_IN_REFUSALS.expired.message);
  });
});

describe('a signed-in session', () => {
  it('ends after 12 hours unused, and lives on while used within them', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const browser = browserAt(api);
    await browser.signInFully(owner.email, owner.password, () => totpCode(owner.secret!));
    await api()
      .db.update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '11 hours 50 minutes'` });
    expect((await browser.get('/auth/me/')).status).toBe(200);
    // That call was a use: the idle hours count from it again.
    const [touched] = await api()
      .db.select({ idle: sql<boolean>`last_seen_at > now() - interval '1 minute'` })
      .from(staffSessions);
    expect(touched!.idle).toBe(true);
    await api()
      .db.update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` });
    expect(refusalMessage(await browser.get('/auth/me/'), 401)).toBe(STAFF_ACCESS_REFUSALS.signedOut.message);
  });

  it('ends at sign-out', async () => {
    const owner = await addStaff(api().db, { role: 'owner' });
    const browser = browserAt(api);
    await browser.signInFully(owner.email, owner.password, () => totpCode(owner.secret!));
    const cookie = browser.cookie;
    const out = await browser.post('/auth/sign-out/');
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/staff_session=;/);
    browser.cookie = cookie;
    expect((await browser.get('/auth/me/')).status).toBe(401);
  });
});
