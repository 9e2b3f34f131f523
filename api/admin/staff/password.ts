import { and, eq } from 'drizzle-orm';
import { PASSWORD_REFUSALS, type PasswordChangeData } from '../../../shared/contract/admin/password';
import type { SignInData } from '../../../shared/contract/admin/staff';
import type { CallContext } from '../../http/calls';
import { DomainError, fieldRefusal } from '../../http/errors';
import { clientAddress } from '../../limits/service';
import { recordChange } from '../audit/service';
import { endOtherStaffSessions, renewHalfSession, type StaffSession } from '../session/service';
import { staff } from './schema';
import { hashSecret, secretMatches } from './secrets';
import { codeStep, isRefusal, type SignInDeps } from './sign-in';

/**
 * A staff member's own password (docs/decisions/052), argon2id as every secret here (secrets.ts):
 * - at the first sign-in after a one-time password (create, reset), before the code: the half
 *   session's step, which only the one-time password opened minutes ago;
 * - from the back office, signed in, with the current password, guessed under limits (a stolen
 *   session must not find it out); the other sessions end, this one stays.
 * Each writes the audit log (never a password) in its transaction.
 */

const { wrongCurrent, changedMeanwhile, sameAsOneTime, notNeeded } = PASSWORD_REFUSALS;

/** The one-time password replaced: the half session goes on (renewed) to the code or the enrolment. */
export async function setFirstPassword(
  { db }: SignInDeps,
  call: CallContext,
  session: StaffSession,
  password: string,
): Promise<SignInData> {
  const account = session.staff;
  if (!account.passwordMustChange) throw new DomainError('not_needed', notNeeded.status, notNeeded.message);
  if (await secretMatches(account.passwordHash, password))
    throw fieldRefusal('same_password', sameAsOneTime.status, sameAsOneTime.message, 'password');
  const passwordHash = await hashSecret(password);
  const address = clientAddress(call);
  await db.transaction(async (tx) => {
    // Two tabs at once: the second finds it done.
    const [changed] = await tx
      .update(staff)
      .set({ passwordHash, passwordMustChange: false })
      .where(and(eq(staff.id, account.id), eq(staff.passwordMustChange, true)))
      .returning({ id: staff.id });
    if (!changed) throw new DomainError('not_needed', notNeeded.status, notNeeded.message);
    await recordChange(tx, {
      staff: account,
      address,
      action: 'staff.password',
      object: 'staff',
      objectId: account.id,
      before: { password: 'одноразовый' },
      after: { password: 'свой' },
    });
    await renewHalfSession(tx, call, session, address);
  });
  return codeStep(account, session.pendingSecret);
}

/** The current password checked under the limits, then the new one; the other sessions of the account end. */
export async function changePassword(
  { db, limits, idleHours }: SignInDeps,
  call: CallContext,
  session: StaffSession,
  body: { current: string; password: string },
): Promise<PasswordChangeData> {
  const account = session.staff;
  const address = clientAddress(call);
  await limits.currentPassword(
    { staffId: account.id, address },
    async () => {
      if (!(await secretMatches(account.passwordHash, body.current)))
        throw fieldRefusal('wrong_current', wrongCurrent.status, wrongCurrent.message, 'current');
    },
    isRefusal('wrong_current'),
  );
  const passwordHash = await hashSecret(body.password);
  return db.transaction(async (tx) => {
    // Changed only from the password just checked: of two changes at once (two tabs), one wins.
    const [changed] = await tx
      .update(staff)
      .set({ passwordHash, passwordMustChange: false })
      .where(and(eq(staff.id, account.id), eq(staff.passwordHash, account.passwordHash)))
      .returning({ id: staff.id });
    if (!changed) throw new DomainError('changed_meanwhile', changedMeanwhile.status, changedMeanwhile.message);
    const endedSessions = await endOtherStaffSessions(tx, account.id, session.id, idleHours);
    await recordChange(tx, {
      staff: account,
      address,
      action: 'staff.password',
      object: 'staff',
      objectId: account.id,
      before: { password: 'прежний' },
      after: { password: 'новый', endedSessions },
    });
    return { endedSessions };
  });
}
