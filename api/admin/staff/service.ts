import { asc, eq, sql } from 'drizzle-orm';
import type { Staff, StaffCreateBody, StaffUpdateBody } from '../../../shared/contract/admin/staff';
import type { StaffRole } from '../../../shared/contract/admin/roles';
import type { Db, Executor } from '../../db/database';
import { DomainError, fieldRefusal, notFound } from '../../http/errors';
import { changedFields, recordChange } from '../audit/service';
import { endStaffSessions } from '../session/service';
import { staff, staffRecoveryCodes, type StaffRow } from './schema';
import { hashSecret, newPassword } from './secrets';

/**
 * Staff accounts, the owner's to manage (docs/decisions/044). Every change writes the audit log in
 * its own transaction. A created or reset account gets a one-time password, shown once: its next
 * sign-in replaces it with the staff member's own, then enrols TOTP (docs/decisions/052).
 */

/** Who makes a change, and from where: what the audit log records of them. */
export interface Actor {
  staff: { id: number };
  address: string | null;
}

export const EMAIL_TAKEN = 'Сотрудник с такой почтой уже есть';
export const STAFF_NOT_FOUND = 'Сотрудник не найден';
export const NOT_ONESELF = 'Свою роль, активность и пароль меняет другой владелец';

export function toStaff(row: StaffRow): Staff {
  return { id: row.id, email: row.email, name: row.name, role: row.role, active: row.active, enrolled: row.totpSecret !== null };
}

/** What the audit log keeps of an account: never its secrets. */
const audited = ({ email, name, role, active, enrolled }: Staff) => ({ email, name, role, active, enrolled });

export async function listStaff(db: Executor): Promise<Staff[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return rows.map(toStaff);
}

export async function findStaffByEmail(db: Executor, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row ?? null;
}

/**
 * A new account with its one-time password, or with `fixed` (the demo owner's, printed in the
 * start log: not one-time, the demo is signed in with it again and again); the e-mail taken is 409
 * on its field. `actor` null: made outside the back office (the command line, the demo shop).
 */
export async function createStaff(db: Db, actor: Actor | null, body: Required<StaffCreateBody> & { role: StaffRole }, fixed?: string) {
  const password = fixed ?? newPassword();
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email: body.email, name: body.name, role: body.role, passwordHash, passwordMustChange: fixed === undefined })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    if (!row) throw fieldRefusal('email_taken', 409, EMAIL_TAKEN, 'email');
    const created = toStaff(row);
    // The first owner, made on the command line, is her own actor.
    await recordChange(tx, {
      staff: actor?.staff ?? { id: row.id },
      address: actor?.address ?? null,
      action: 'staff.create',
      object: 'staff',
      objectId: row.id,
      before: null,
      after: audited(created),
    });
    return { staff: created, password };
  });
}

/** The row, locked for the change; 404 when there is none. */
async function lockStaff(tx: Executor, id: number): Promise<StaffRow> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** Nobody takes their own role or access away: the shop would be left without an owner. */
function refuseOneself(actor: Actor, id: number): void {
  if (actor.staff.id === id) throw new DomainError('not_oneself', 409, NOT_ONESELF);
}

/** Name, role, activity. A disabled account's sessions end at once. */
export async function updateStaff(db: Db, actor: Actor, id: number, body: StaffUpdateBody): Promise<Staff> {
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, id);
    if ((body.role !== undefined && body.role !== row.role) || (body.active !== undefined && body.active !== row.active)) {
      refuseOneself(actor, id);
    }
    const [updated] = await tx
      .update(staff)
      .set({ name: body.name ?? row.name, role: body.role ?? row.role, active: body.active ?? row.active })
      .where(eq(staff.id, id))
      .returning();
    const [before, after] = [toStaff(row), toStaff(updated!)];
    if (!after.active) await endStaffSessions(tx, id);
    const changed = changedFields(audited(before), audited(after));
    if (changed) await recordChange(tx, { ...actor, action: 'staff.update', object: 'staff', objectId: id, ...changed });
    return after;
  });
}

/** A new one-time password; TOTP and recovery codes cleared (enrolled again at sign-in), sessions ended. */
export async function resetStaff(db: Db, actor: Actor, id: number): Promise<{ password: string }> {
  refuseOneself(actor, id);
  const password = newPassword();
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, id);
    await tx.update(staff).set({ passwordHash, passwordMustChange: true, totpSecret: null, totpLastStep: null }).where(eq(staff.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await endStaffSessions(tx, id);
    await recordChange(tx, {
      ...actor,
      action: 'staff.reset',
      object: 'staff',
      objectId: id,
      before: { password: 'прежний', enrolled: row.totpSecret !== null },
      after: { password: 'новый одноразовый', enrolled: false },
    });
    return { password };
  });
}

/** Whether the shop has any staff at all (the demo owner is made only into an empty back office). */
export async function hasStaff(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(staff)
    .limit(1);
  return row !== undefined;
}
