import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { sessions, staff, staffSessions, users } from '../../api/db/schema';
import type { Db } from '../../api/db/database';
import { hashSecret, newTotpSecret } from '../../api/admin/staff/secrets';
import { hashSessionToken, newSessionToken } from '../../api/session/token';
import { STAFF_SESSION_COOKIE, type StaffRole } from '../../shared/contract/admin/roles';
import { SESSION_COOKIE } from '../../shared/contract/catalog';

/** A staff member a test made: what it needs to sign in as them. */
export interface TestStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  /** The TOTP secret; null for an account that has not enrolled. */
  secret: string | null;
}

let made = 0;

/** A staff account written straight to the database (enrolled in TOTP unless told otherwise). */
export async function addStaff(
  db: Db,
  { role, email, enrolled = true, active = true }: { role: StaffRole; email?: string; enrolled?: boolean; active?: boolean },
): Promise<TestStaff> {
  const password = `test-password-${++made}`;
  const secret = enrolled ? newTotpSecret() : null;
  const [row] = await db
    .insert(staff)
    .values({
      email: email ?? `${role}-${made}-${randomBytes(3).toString('hex')}@staff.test`,
      name: `Сотрудник ${made}`,
      role,
      active,
      passwordHash: await hashSecret(password),
      totpSecret: secret,
    })
    .returning();
  return { id: row!.id, email: row!.email, name: row!.name, password, secret };
}

export interface TestStaffSession {
  /** The Cookie header's value. */
  cookie: string;
  csrfToken: string;
}

/** A signed-in staff session written straight to the database, as the second factor would leave it. */
export async function staffSessionFor(
  db: Db,
  staffId: number,
  step: 'signed-in' | 'second-factor' = 'signed-in',
): Promise<TestStaffSession> {
  const token = newSessionToken();
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashSessionToken(token),
    staffId,
    step,
    csrfToken: step === 'signed-in' ? csrfToken : null,
  });
  return { cookie: `${STAFF_SESSION_COOKIE}=${token}`, csrfToken };
}

/** The authenticator's code for `secret`, now or `offsetSeconds` from now. */
export const totpCode = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** A signed-in shopper's `sid` cookie: the storefront's session, which is no key to the back office. */
export async function shopperCookie(db: Db): Promise<string> {
  const [user] = await db.insert(users).values({ phone: '79160000001', name: 'Анна', consentAt: new Date() }).returning({ id: users.id });
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: user!.id });
  return `${SESSION_COOKIE}=${token}`;
}
