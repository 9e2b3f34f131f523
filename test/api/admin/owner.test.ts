/**
 * Owners made outside the back office (issue 23; docs/decisions/044): `npm run admin -- create-owner
 * EMAIL` prints a one-time password and refuses an e-mail already taken; the demo shop's owner is
 * made once, with the demo password printed only while it is still hers, and only in demo mode.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, ensureDemoOwner } from '../../../api/admin/service';
import { hashSecret } from '../../../api/admin/staff/secrets';
import { demoOwnerOn } from '../../../api/config-admin';
import { parseApiConfig } from '../../../api/config';
import { auditLog, staff } from '../../../api/db/schema';
import { signInDataSchema } from '../../../shared/contract/admin/staff';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { addStaff } from '../../support/staff';
import { browserAt } from './admin-fixture';

const run = promisify(execFile);
const api = useTestApi();

/** The command as the owner types it, on the test database; answers its exit code and output. */
async function admin(databaseUrl: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const urlOf = async () => {
  const [row] = (await api().db.$client.query<{ db: string }>('SELECT current_database() AS db')).rows;
  const url = new URL(String(api().db.$client.options.connectionString));
  url.pathname = `/${row!.db}`;
  return url.toString();
};

describe('npm run admin -- create-owner', () => {
  it('creates the owner and prints a one-time password she signs in with; the same e-mail again is refused', async () => {
    const url = await urlOf();
    const made = await admin(url, 'create-owner', 'Olga@Shop.test');
    expect(made.code, made.stderr).toBe(0);
    const password = /Одноразовый пароль \(показан один раз\): (\S+)/.exec(made.stdout)?.[1];
    expect(password).toMatch(/^([a-z2-9]{4}-){3}[a-z2-9]{4}$/);
    const [owner] = await api().db.select().from(staff).where(eq(staff.email, 'olga@shop.test'));
    expect(owner).toMatchObject({ role: 'owner', active: true, totpSecret: null });
    expect(await api().db.$count(auditLog, eq(auditLog.action, 'staff.create'))).toBe(1);
    // One-time indeed: her first sign-in asks for a password of her own before the enrolment (decision 052).
    expect(expectEnvelope(await browserAt(api).signIn('olga@shop.test', password!), signInDataSchema).step).toBe('new-password');

    const again = await admin(url, 'create-owner', 'olga@shop.test');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Сотрудник с почтой olga@shop.test уже есть: владелец не создан');
    expect(await api().db.$count(staff)).toBe(1);
  }, 60_000);

  it('explains itself when the e-mail is missing or not one', async () => {
    const url = await urlOf();
    expect((await admin(url, 'create-owner')).stderr).toContain('Использование: npm run admin -- create-owner <почта>');
    const bad = await admin(url, 'create-owner', 'olga');
    expect([bad.code, bad.stderr.trim()]).toEqual([1, '«olga»: Проверьте адрес почты']);
  }, 60_000);
});

describe('the demo owner', () => {
  it('is made into a back office without staff, and her demo password is given to print', async () => {
    expect(await ensureDemoOwner(api().db)).toEqual(DEMO_OWNER);
    // A second start makes no second owner and still prints her.
    expect(await ensureDemoOwner(api().db)).toEqual(DEMO_OWNER);
    expect(await api().db.$count(staff)).toBe(1);
    // The demo's password is printed for every visitor of the demo, not one-time: she goes straight to the enrolment.
    expect(expectEnvelope(await browserAt(api).signIn(DEMO_OWNER.email, DEMO_OWNER.password), signInDataSchema).step).toBe('enrol');
  });

  it('is not made where staff exist, and not printed once her password is no longer the demo one', async () => {
    await addStaff(api().db, { role: 'owner' });
    expect(await ensureDemoOwner(api().db)).toBeNull();
    expect(await api().db.$count(staff)).toBe(1);
    await api().db.delete(staff);
    await ensureDemoOwner(api().db);
    await api()
      .db.update(staff)
      .set({ passwordHash: await hashSecret('её собственный') });
    expect(await ensureDemoOwner(api().db)).toBeNull();
  });

  it('exists only in demo mode: a production shop without ADMIN_DEMO_OWNER=on has none', () => {
    const config = (env: Record<string, string>) => parseApiConfig({ DATABASE_URL: 'postgres://x@localhost/shop', ...env });
    expect(demoOwnerOn(config({ NODE_ENV: 'production' }))).toBe(false);
    expect(demoOwnerOn(config({ NODE_ENV: 'production', ADMIN_DEMO_OWNER: 'on' }))).toBe(true);
    expect(demoOwnerOn(config({ NODE_ENV: 'development' }))).toBe(true);
    expect(demoOwnerOn(config({ NODE_ENV: 'development', ADMIN_DEMO_OWNER: 'off' }))).toBe(false);
  });
});
