/**
 * The owner manages staff (issue 23; docs/decisions/044, 045): every change is in the audit log,
 * in its own transaction, with the values before and after, and never a secret.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staff, staffSessions } from '../../../api/db/schema';
import {
  passwordDataSchema,
  SIGN_IN_REFUSALS,
  signInDataSchema,
  staffCreateDataSchema,
  staffDataSchema,
  staffListDataSchema,
} from '../../../shared/contract/admin/staff';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage, refusedField } from '../../support/envelope';
import { addStaff, totpCode } from '../../support/staff';
import { browserAt } from './admin-fixture';

const api = useTestApi();
const OFFICE = '198.51.100.50';

async function signedInOwner() {
  const owner = await addStaff(api().db, { role: 'owner' });
  const browser = browserAt(api, OFFICE);
  await browser.signInFully(owner.email, owner.password, () => totpCode(owner.secret!));
  return { owner, browser };
}

const auditOf = (action: string) => api().db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the owner adding staff', () => {
  it('gets a one-time password, with which the new manager signs in (to choose her own); the log has the account as it was made', async () => {
    const { owner, browser } = await signedInOwner();
    const created = expectEnvelope(
      await browser.post('/staff/', { email: ' Maria@Shop.test ', name: ' Мария ', role: 'manager' }),
      staffCreateDataSchema,
    );
    expect(created.staff).toMatchObject({ email: 'maria@shop.test', name: 'Мария', role: 'manager', active: true, enrolled: false });
    expect(created.password).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/);

    const [entry] = await auditOf('staff.create');
    expect(entry).toMatchObject({
      staffId: owner.id,
      address: OFFICE,
      object: 'staff',
      objectId: String(created.staff.id),
      before: null,
      after: { email: 'maria@shop.test', name: 'Мария', role: 'manager', active: true, enrolled: false },
    });
    expect(JSON.stringify(entry)).not.toContain('argon2');

    const first = expectEnvelope(await browserAt(api).signIn('maria@shop.test', created.password), signInDataSchema);
    expect(first.step).toBe('new-password');
    const list = expectEnvelope(await browser.get('/staff/'), staffListDataSchema);
    expect(list.items.map((s) => s.email)).toEqual([owner.email, 'maria@shop.test']);
    expect(list.next).toBeNull();
  });

  it('is refused an e-mail already taken, with 409 on the e-mail field, and nothing is written', async () => {
    const { owner, browser } = await signedInOwner();
    const res = await browser.post('/staff/', { email: owner.email.toUpperCase(), name: 'Двойник', role: 'warehouse' });
    expect(refusalMessage(res, 409)).toBe('Сотрудник с такой почтой уже есть');
    expect(refusedField(res)).toBe('email');
    expect(await api().db.$count(staff)).toBe(1);
    expect(await api().db.$count(auditLog)).toBe(0);
  });
});

describe('the owner changing a staff member', () => {
  it('renames, moves and disables them; the log keeps only what changed; a disabled one is signed out at once', async () => {
    const { owner, browser } = await signedInOwner();
    const packer = await addStaff(api().db, { role: 'warehouse' });
    const theirs = browserAt(api, '198.51.100.51');
    await theirs.signInFully(packer.email, packer.password, () => totpCode(packer.secret!));

    const renamed = expectEnvelope(await browser.post(`/staff/${packer.id}/`, { name: 'Пётр', role: 'manager' }), staffDataSchema);
    expect(renamed.staff).toMatchObject({ name: 'Пётр', role: 'manager', active: true });
    // The new role counts from the next call: the server reads it every time.
    expect(expectEnvelope(await theirs.get('/auth/me/'), staffDataSchema.pick({ staff: true })).staff.role).toBe('manager');
    await browser.post(`/staff/${packer.id}/`, { active: false });
    expect((await theirs.get('/auth/me/')).status).toBe(401);
    expect(await api().db.$count(staffSessions, sql`staff_id = ${packer.id} AND ended_at IS NULL`)).toBe(0);

    // Nothing changed, nothing recorded.
    await browser.post(`/staff/${packer.id}/`, { role: 'manager' });
    const entries = await auditOf('staff.update');
    expect(entries.map((e) => [e.staffId, e.objectId, e.before, e.after])).toEqual([
      [owner.id, String(packer.id), { name: packer.name, role: 'warehouse' }, { name: 'Пётр', role: 'manager' }],
      [owner.id, String(packer.id), { active: true }, { active: false }],
    ]);
  });

  it('resets their password: a new one-time password to replace, TOTP to enrol again, their sessions ended, the old password refused', async () => {
    const { browser } = await signedInOwner();
    const manager = await addStaff(api().db, { role: 'manager' });
    const theirs = browserAt(api, '198.51.100.52');
    await theirs.signInFully(manager.email, manager.password, () => totpCode(manager.secret!));

    const { password } = expectEnvelope(await browser.post(`/staff/${manager.id}/reset/`), passwordDataSchema);
    expect((await theirs.get('/auth/me/')).status).toBe(401);
    expect(refusalMessage(await browserAt(api).signIn(manager.email, manager.password), 401)).toBe(SIGN_IN_REFUSALS.wrongPassword.message);
    expect(expectEnvelope(await browserAt(api).signIn(manager.email, password), signInDataSchema).step).toBe('new-password');
    const [entry] = await auditOf('staff.reset');
    expect(entry).toMatchObject({ objectId: String(manager.id), before: { enrolled: true }, after: { enrolled: false } });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('is refused changing her own role or activity, or resetting herself, and an unknown id is 404', async () => {
    const { owner, browser } = await signedInOwner();
    const self = 'Свою роль, активность и пароль меняет другой владелец';
    expect(refusalMessage(await browser.post(`/staff/${owner.id}/`, { role: 'manager' }), 409)).toBe(self);
    expect(refusalMessage(await browser.post(`/staff/${owner.id}/`, { active: false }), 409)).toBe(self);
    expect(refusalMessage(await browser.post(`/staff/${owner.id}/reset/`), 409)).toBe(self);
    expect(refusalMessage(await browser.post('/staff/424242/', { name: 'Кто-то' }), 404)).toBe('Сотрудник не найден');
    // Her own name she may change.
    expect((await browser.post(`/staff/${owner.id}/`, { name: 'Ольга' })).status).toBe(200);
    expect(await api().db.$count(auditLog)).toBe(1);
  });
});
