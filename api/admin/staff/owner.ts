import type { Db } from '../../db/database';
import { DomainError } from '../../http/errors';
import { staffEmail } from '../../../shared/contract/admin/staff';
import { secretMatches } from './secrets';
import { createStaff, findStaffByEmail, hasStaff } from './service';

/**
 * Owners made outside the back office: the first one on the command line (`npm run admin --
 * create-owner EMAIL`), and the demo shop's at `npm start` (ADMIN_DEMO_OWNER, docs/decisions/044).
 */

export type OwnerCreated = { created: true; email: string; password: string } | { created: false; message: string };

/** A new owner with a one-time password; an e-mail already taken (or not an e-mail) is refused with a message. */
export async function createOwner(db: Db, typedEmail: string, name = 'Владелец'): Promise<OwnerCreated> {
  const email = staffEmail.safeParse(typedEmail);
  if (!email.success) return { created: false, message: `«${typedEmail}»: ${email.error.issues[0]?.message ?? 'неверная почта'}` };
  try {
    const { staff: owner, password } = await createStaff(db, null, { email: email.data, name, role: 'owner' });
    return { created: true, email: owner.email, password };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'email_taken') {
      return {
        created: false,
        message: `Сотрудник с почтой ${email.data} уже есть: владелец не создан (сбросить пароль может другой владелец в панели)`,
      };
    }
    throw error;
  }
}

export const DEMO_OWNER = { email: 'owner@demo.local', name: 'Демо-владелец', password: 'demo-owner-2026' } as const;

/**
 * The demo shop's owner: made with the fixed demo password when the back office has no staff at
 * all; answered (to be printed) while her password is still the demo one, else null. Never without
 * ADMIN_DEMO_OWNER=on, which only `npm start` sets.
 */
export async function ensureDemoOwner(db: Db): Promise<typeof DEMO_OWNER | null> {
  if (!(await hasStaff(db))) {
    const { email, name, password } = DEMO_OWNER;
    // Two instances starting on one empty database: the second finds the e-mail taken, and that is fine.
    await createStaff(db, null, { email, name, role: 'owner' }, password).catch((error: unknown) => {
      if (!(error instanceof DomainError && error.code === 'email_taken')) throw error;
    });
  }
  const owner = await findStaffByEmail(db, DEMO_OWNER.email);
  return owner?.active && (await secretMatches(owner.passwordHash, DEMO_OWNER.password)) ? DEMO_OWNER : null;
}
