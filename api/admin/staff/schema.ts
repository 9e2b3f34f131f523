import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, identity, moment } from '../../db/columns';

/**
 * The back office's staff (issue 23, docs/decisions/044), apart from the shoppers' accounts: an
 * e-mail (lower-case, unique), a role, an argon2id password hash, and the TOTP second factor, set at
 * the first sign-in's enrolment. Nobody is deleted: the audit log names them; one who leaves is
 * made inactive.
 */
export const staff = pgTable(
  'staff',
  {
    id: identity(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'warehouse'] }).notNull(),
    active: boolean('active').notNull().default(true),
    /** argon2id, in its PHC string (algorithm, parameters and salt with it). */
    passwordHash: text('password_hash').notNull(),
    /** A one-time password (create, reset): the next sign-in asks for a new one before the code (docs/decisions/052). */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    /** The TOTP secret (Base32); null until the account enrols, and again after a reset. */
    totpSecret: text('totp_secret'),
    /** The last time step a code was accepted for: a code is taken once (no replay within its 30 s). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_role_known', sql`${t.role} IN ('owner', 'manager', 'warehouse')`),
    check('staff_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** The 10 recovery codes of an enrolment, hashed (argon2id); each is spent once. A new enrolment replaces them. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: identity(),
    staffId: belongsTo('staff_id', () => staff.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

export type StaffRow = typeof staff.$inferSelect;
export type StaffId = StaffRow['id'];
