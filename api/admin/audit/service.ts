import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditListData } from '../../../shared/contract/admin/audit';
import type { AuditAction, AuditObject } from '../../../shared/contract/admin/audit-actions';
import type { Executor } from '../../db/database';
import { staff } from '../staff/schema';
import { auditLog } from './schema';

/**
 * The audit log's two faces (docs/decisions/045): `recordChange`, which every staff change calls in
 * its own transaction, and the owner's list, newest first by keyset (the id: no OFFSET, no count).
 */

export interface Change {
  /** Who made it. */
  staff: { id: number };
  /** From where, as the limits read it. */
  address: string | null;
  action: AuditAction;
  /** What it was done to, and its id. */
  object: AuditObject;
  objectId?: string | number | null;
  /** The values it changed, as they were and as they became (null: the object did not exist / no longer does). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes the change's row in `tx`, the transaction of the change itself. */
export async function recordChange(tx: Executor, change: Change): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: change.staff.id,
    address: change.address,
    action: change.action,
    object: change.object,
    objectId: change.objectId === undefined || change.objectId === null ? null : String(change.objectId),
    before: change.before,
    after: change.after,
  });
}

/**
 * Only what changed: the fields of `after` whose values differ from `before`, on both sides. An
 * update that changed nothing has nothing to record.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  const pick = (values: T) => Object.fromEntries(keys.map((key) => [key, values[key]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}

export interface AuditFilters {
  staffId?: number | undefined;
  object?: string | undefined;
  objectId?: string | undefined;
  /** Days 'YYYY-MM-DD', Moscow time, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** The previous page's `next`. */
  after?: string | undefined;
}

/** A Moscow day's start as a moment (the shop's days are Moscow's, as its orders' are). */
const moscowDay = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Europe/Moscow')`;

function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.staffId !== undefined) where.push(eq(auditLog.staffId, filters.staffId));
  if (filters.object !== undefined) where.push(eq(auditLog.object, filters.object));
  if (filters.objectId !== undefined) where.push(eq(auditLog.objectId, filters.objectId));
  if (filters.from !== undefined) where.push(gte(auditLog.at, moscowDay(filters.from)));
  if (filters.to !== undefined) where.push(lt(auditLog.at, sql`${moscowDay(filters.to)} + interval '1 day'`));
  if (filters.after !== undefined) where.push(lt(auditLog.id, Number(filters.after)));
  return where;
}

/** One page of the log, newest first; `next` names the page after it, null at the end. */
export async function listAudit(db: Executor, filters: AuditFilters): Promise<AuditListData> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffId: auditLog.staffId,
      staffName: staff.name,
      address: auditLog.address,
      action: auditLog.action,
      object: auditLog.object,
      objectId: auditLog.objectId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(...conditions(filters)))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const items: AuditEntry[] = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff: { id: row.staffId, name: row.staffName },
    address: row.address,
    action: row.action,
    object: row.object,
    objectId: row.objectId,
    before: row.before,
    after: row.after,
  }));
  return { items, next: rows.length > AUDIT_PAGE_SIZE ? String(page.at(-1)!.id) : null };
}
