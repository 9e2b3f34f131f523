/**
 * The staff password's lengths (docs/decisions/052), free of zod so that the admin app may show
 * them (shared/contract/admin/password.ts checks them).
 */

/** At least this long: the account has TOTP too, but a password is often typed where others see it. */
export const PASSWORD_MIN = 12;
/** As the sign-in takes it (shared/contract/admin/staff.ts). */
export const PASSWORD_MAX = 200;
