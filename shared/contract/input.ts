import { z } from 'zod';

/**
 * Building blocks of the calls' input schemas (params, query, body): the rules every field of a
 * given kind shares, so that a field cannot forget one of them.
 */

/** The largest value of a PostgreSQL integer column: no id is above it. */
export const INT_MAX = 2_147_483_647;

/**
 * NUL (PostgreSQL cannot store it and refuses the whole query), the other C0 controls and DEL,
 * and halves of a UTF-16 pair: none of them is typed by a person. Tab and line breaks are typed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** Whether a string holds only what a person can type. */
export const isPrintable = (value: string): boolean => !UNPRINTABLE.test(value);

/** The same string without what a person cannot type (for input that is never refused). */
export const printableOnly = (value: string): string => value.replace(new RegExp(UNPRINTABLE.source, 'gu'), '');

/**
 * A string field: `missing` when it is absent or not a string, and a refusal naming `what` when it
 * holds characters nobody types. Every free-text input field is one of these.
 */
export const typedText = (missing: string, what: string) =>
  z.string({ error: missing }).refine(isPrintable, `${what}: недопустимые символы`);

/** A code from the address (a product's, a section's, a promo's): short printable text. */
export const pathCode = (what: string) => typedText(`${what}: ожидается код`, what).max(200, `${what}: слишком длинный код`);

/** A positive id in a query string: digits only, so '1.5', '-1', '1e3' and ' 7' are refused. */
export const queryId = (missing: string, malformed: string) =>
  z
    .string({ error: missing })
    .regex(/^[0-9]{1,10}$/, malformed)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT_MAX, malformed);

/** A positive integer in a JSON body, within a PostgreSQL integer. */
export const bodyId = (missing: string, malformed: string) =>
  z.number({ error: missing }).int(malformed).min(1, malformed).max(INT_MAX, malformed);

/** A count in a query string (`?limit=`, `?count=`): a whole number from 1 to `max`. */
export const queryCount = (messages: { type: string; int: string; min: string; max: string }, max: number) =>
  z.coerce.number<string | number>({ error: messages.type }).int(messages.int).min(1, messages.min).max(max, messages.max);
