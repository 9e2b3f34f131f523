/** Limits of the personal area's forms, without zod, so that the browser may import them. */

/** A sign-in code is six digits. */
export const LOGIN_CODE_LENGTH = 6;
/** At most this many children in a profile. */
export const CHILDREN_MAX = 10;

/**
 * What the sign-in code's limits refuse, as the api writes it before «. Попробуйте через 42 с»
 * (api/limits/codes.ts): too many codes asked from one address, for a phone from one address, or
 * too many wrong codes typed from one address. The form shows the first beside the phone, the
 * second beside the code.
 */
export const CODE_LIMIT_REFUSALS = {
  asked: 'Слишком много запросов кода',
  wrong: 'Слишком много неверных кодов',
} as const;
