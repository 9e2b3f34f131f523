/**
 * The admin contract as the app uses it (issue 23, docs/decisions/046), declared from the text
 * both helpers were given. The lead replaces this file with imports from shared/contract/admin/
 * at merge: every name here is one the contract's zod schemas infer.
 */

export const STAFF_ROLES = ['owner', 'manager', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member. `active` and `enrolled` may come with it; the app shows them when they do. */
export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active?: boolean;
  enrolled?: boolean;
}

/** POST /admin/auth/sign-in/ */
export interface SignInBody {
  email: string;
  password: string;
}
export type SignInData = { step: 'totp' } | { step: 'enrol'; secret: string; otpauthUrl: string };

/** POST /admin/auth/totp/: six digits, or a recovery code `xxxx-xxxx`. */
export interface TotpBody {
  code: string;
}
export interface TotpData {
  staff: Staff;
  csrfToken: string;
  /** Only on enrolment: shown once. */
  recoveryCodes: string[] | null;
}

/** GET /admin/auth/me/ */
export interface MeData {
  staff: Staff;
  csrfToken: string;
}

/** Every list: `next` is an opaque keyset cursor passed back as `after`; null at the end. */
export interface ListData<T> {
  items: T[];
  next: string | null;
}

/** POST /admin/staff/ */
export interface StaffCreateBody {
  email: string;
  name: string;
  role: StaffRole;
}
export interface StaffCreateData {
  staff: Staff;
  /** One-time password, shown once. */
  password: string;
}

/** POST /admin/staff/{id}/ */
export interface StaffUpdateBody {
  name?: string;
  role?: StaffRole;
  active?: boolean;
}

/** POST /admin/staff/{id}/reset/: a new one-time password, TOTP cleared. */
export interface StaffResetData {
  password: string;
}

/** GET /admin/audit/ filters (days as YYYY-MM-DD). */
export interface AuditQuery {
  staffId?: number;
  object?: string;
  objectId?: string;
  from?: string;
  to?: string;
  after?: string;
}

export interface AuditEntry {
  id: number | string;
  at: string;
  staff: { id: number; name: string };
  address: string;
  action: string;
  object: string;
  objectId: string | null;
  before: unknown;
  after: unknown;
}

/** The shop's envelope (shared/contract/envelope.ts). */
export interface Envelope<T> {
  status: 'ok' | 'error';
  errors: Array<{ message: string; customData?: { title?: string; field?: string } }>;
  data: T;
}
