/**
 * The back office's roles (issue 23), free of zod so that the contract table's entries
 * (shared/contract/call.ts) and the admin app may name them:
 * - owner: everything, staff and the audit log included;
 * - manager: orders, customers, catalogue, stock, marketing;
 * - warehouse: orders' packing and shipping, stock.
 */
export const STAFF_ROLES = ['owner', 'manager', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles' names as the back office shows them. */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: 'Владелец',
  manager: 'Менеджер',
  warehouse: 'Склад',
};

/** The staff session's cookie (HttpOnly, SameSite=Strict, Path=/api/admin): not the shoppers' `sid`. */
export const STAFF_SESSION_COOKIE = 'staff_session';
/** The header every state-changing admin call carries: the session's CSRF token. */
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Who may make an admin call (the `staff` field of its contract entry): `anyone` (the sign-in and
 * sign-out), `second-factor` (a half session: the password passed, the code not yet), or the roles
 * of a fully signed-in staff member.
 */
export type StaffAccess = 'anyone' | 'second-factor' | readonly StaffRole[];

/** The refusals of every admin call, by the session's state (the api's, and the app acts on 401). */
export const STAFF_ACCESS_REFUSALS = {
  signedOut: { status: 401, message: 'Войдите в панель управления' },
  forbidden: { status: 403, message: 'Недостаточно прав для этого действия' },
  csrf: { status: 403, message: 'Запрос отклонён: обновите страницу панели управления и повторите' },
} as const;
