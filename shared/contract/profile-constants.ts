/** Limits of the personal area's forms, without zod, so that the browser may import them. */

/** A sign-in code is six digits. */
export const LOGIN_CODE_LENGTH = 6;
/** At most this many children in a profile. */
export const CHILDREN_MAX = 10;
