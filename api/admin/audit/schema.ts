import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns';
import { staff } from '../staff/schema';

/**
 * The audit log (docs/decisions/045): one row per change a staff member made, written by
 * `recordChange` in the transaction of the change itself, so that a change is never without its
 * row nor a row without its change. Only appended to. Read newest first, by id (the keyset).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: moment('at').notNull().defaultNow(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    /** The address the change came from, as the limits read it. */
    address: text('address'),
    /** What was done: 'staff.create', 'staff.update', 'staff.reset', 'staff.enrol'… */
    action: text('action').notNull(),
    /** What it was done to ('staff', 'order'…) and its id. */
    object: text('object').notNull(),
    objectId: text('object_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_object_idx').on(t.object, t.objectId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
