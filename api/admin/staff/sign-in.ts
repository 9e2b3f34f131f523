import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SignInData, TotpData } from '../../../shared/contract/admin/staff';
import { SIGN_IN_REFUSALS } from '../../../shared/contract/admin/staff';
import { PASSWORD_REFUSALS } from '../../../shared/contract/admin/password';
import type { Db, Executor } from '../../db/database';
import type { CallContext } from '../../http/calls';
import { DomainError, fieldRefusal } from '../../http/errors';
import { clientAddress, type StaffSignInLimits } from '../../limits/service';
import { recordChange } from '../audit/service';
import { completeSession, endSession, signedInFrom, startHalfSession, type StaffSession } from '../session/service';
import { staff, staffRecoveryCodes, type StaffRow } from './schema';
import {
  hashSecret,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryKey,
  secretMatches,
  spendDecoyCheck,
  totpStep,
} from './secrets';
import { findStaffByEmail, toStaff } from './service';

/**
 * Signing in to the back office (docs/decisions/044): the password opens a half session for a few
 * minutes; a TOTP code (or a recovery code, spent once) makes it a signed-in session. An account
 * without TOTP enrols at this sign-in: the half session holds the new secret until its first code.
 */

export interface SignInDeps {
  db: Db;
  limits: StaffSignInLimits;
  /** ADMIN_SESSION_IDLE_HOURS: which of a staff member's other sessions a password change finds still live. */
  idleHours: number;
}

const wrongPassword = () => new DomainError('wrong_password', 401, SIGN_IN_REFUSALS.wrongPassword.message);
const wrongCode = () => fieldRefusal('wrong_code', 401, SIGN_IN_REFUSALS.wrongCode.message, 'code');
export const isRefusal = (code: string) => (outcome: { error: unknown } | { value: unknown }) =>
  'error' in outcome && outcome.error instanceof DomainError && outcome.error.code === code;

/** E-mail and password; the same 401 for an unknown e-mail, a wrong password and a disabled account. */
export async function signIn(
  { db, limits }: SignInDeps,
  call: CallContext,
  previous: StaffSession | null,
  body: { email: string; password: string },
): Promise<SignInData> {
  const address = clientAddress(call);
  const account = await findStaffByEmail(db, body.email);
  const knownAddress = account ? await signedInFrom(db, account.id, address) : false;
  const signedIn = await limits.password(
    { email: body.email, address, knownAddress },
    async () => {
      if (!account?.active) {
        await spendDecoyCheck(body.password);
        throw wrongPassword();
      }
      if (!(await secretMatches(account.passwordHash, body.password))) throw wrongPassword();
      return account;
    },
    isRefusal('wrong_password'),
  );
  const pendingSecret = signedIn.totpSecret === null ? newTotpSecret() : null;
  await db.transaction(async (tx) => {
    // A browser signs in afresh: whatever session its cookie named ends.
    if (previous) await endSession(tx, call, previous);
    await startHalfSession(tx, call, signedIn.id, address, pendingSecret);
  });
  // A one-time password is replaced first (docs/decisions/052); the enrolment's secret waits in the half session.
  return signedIn.passwordMustChange ? { step: 'new-password' } : codeStep(signedIn, pendingSecret);
}

/** What the half session asks for next: a code, or the enrolment with its new secret. */
export function codeStep(account: Pick<StaffRow, 'email'>, pendingSecret: string | null): SignInData {
  return pendingSecret === null
    ? { step: 'totp' }
    : { step: 'enrol', secret: pendingSecret, otpauthUrl: otpauthUrl(account.email, pendingSecret) };
}

type Confirmed = { account: StaffRow; recoveryCodes: string[] | null };

/** One code to check: the half session's, from where, and what signs the session in (in the same transaction). */
interface CodeCheck {
  db: Db;
  session: StaffSession;
  code: string;
  address: string;
  then: (tx: Executor) => Promise<void>;
}

/** The enrolment's first code: the secret moves to the account with 10 new recovery codes. */
async function enrol({ db, session, code, address, then }: CodeCheck, secret: string): Promise<Confirmed> {
  const step = isRecoveryCode(code) ? null : await totpStep(secret, code, null);
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashSecret(recoveryKey(c))));
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(staff)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(and(eq(staff.id, session.staff.id), isNull(staff.totpSecret)))
      .returning();
    if (!account) throw wrongCode();
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id));
    await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId: account.id, codeHash })));
    await recordChange(tx, {
      staff: account,
      address,
      action: 'staff.enrol',
      object: 'staff',
      objectId: account.id,
      before: { enrolled: false },
      after: { enrolled: true },
    });
    await then(tx);
    return { account, recoveryCodes: codes };
  });
}

/** A recovery code: spent once (two browsers racing with it: one gets in). */
async function recover({ db, session, code, address, then }: CodeCheck): Promise<Confirmed> {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, session.staff.id), isNull(staffRecoveryCodes.usedAt)));
  let match: number | null = null;
  for (const candidate of unused) if (await secretMatches(candidate.codeHash, recoveryKey(code))) match = candidate.id;
  if (match === null) throw wrongCode();
  const codeId = match;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCodes.id, codeId), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    if (!spent) throw wrongCode();
    await recordChange(tx, {
      staff: session.staff,
      address,
      action: 'staff.recovery-code',
      object: 'staff',
      objectId: session.staff.id,
      before: { recoveryCodesLeft: unused.length },
      after: { recoveryCodesLeft: unused.length - 1 },
    });
    await then(tx);
    return { account: session.staff, recoveryCodes: null };
  });
}

/** A TOTP code of the enrolled account, taken once: its time step must be after the last one taken. */
async function authenticate({ db, session, code, then }: CodeCheck): Promise<Confirmed> {
  const { totpSecret, totpLastStep } = session.staff;
  const step = totpSecret === null ? null : await totpStep(totpSecret, code, totpLastStep);
  if (step === null) throw wrongCode();
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, session.staff.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning();
    if (!account) throw wrongCode();
    await then(tx);
    return { account, recoveryCodes: null };
  });
}

/** The second step: the code checked under the account's wrong-code limit, then the session signed in. */
export async function confirmCode({ db, limits }: SignInDeps, call: CallContext, session: StaffSession, code: string): Promise<TotpData> {
  // No signing in on a one-time password: the new-password step comes first, whatever a client skips.
  if (session.staff.passwordMustChange) throw new DomainError('one_time_first', 409, PASSWORD_REFUSALS.oneTimeFirst.message);
  let csrfToken = '';
  const check: CodeCheck = {
    db,
    session,
    code,
    address: clientAddress(call),
    then: async (tx) => {
      csrfToken = await completeSession(tx, call, session.id);
    },
  };
  const confirmed = await limits.code(
    session.staff.id,
    () => {
      if (session.pendingSecret !== null) return enrol(check, session.pendingSecret);
      return isRecoveryCode(code) ? recover(check) : authenticate(check);
    },
    isRefusal('wrong_code'),
  );
  return { staff: toStaff(confirmed.account), csrfToken, recoveryCodes: confirmed.recoveryCodes };
}
