import { z } from 'zod';
import { typedText } from '../input';

/**
 * What the back office's read lists share (orders, customers; decision 049): the page size, the
 * opaque keyset cursor passed back as `after`, and the search words.
 */

export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 50;
/** Shorter words have no trigram to look up by: a search of them would read every row. */
export const SEARCH_WORD_MIN = 3;
const SEARCH_MAX = 100;

/** `limit`: how many rows a page holds. */
export const pageLimit = z
  .string({ error: 'Размер страницы (limit): ожидается число' })
  .regex(/^[0-9]{1,3}$/, `Размер страницы (limit) — число от 1 до ${ADMIN_PAGE_MAX}`)
  .transform(Number)
  .refine((n) => n >= 1 && n <= ADMIN_PAGE_MAX, `Размер страницы (limit) — число от 1 до ${ADMIN_PAGE_MAX}`)
  .optional()
  .transform((n) => n ?? ADMIN_PAGE_DEFAULT);

/** `after`: the `next` of the page before, as it came (base64url of the last row's key). */
export const pageAfter = typedText('Курсор страницы (after): ожидается строка', 'Курсор страницы (after)')
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Курсор страницы (after) испорчен: откройте список с первой страницы')
  .optional();

/**
 * `q`: words a person types, each looked up on its own (all must match). A phone typed any way
 * ('8 (916) 123-45-67') is one word of its digits, found whole or by its last digits ('45-67').
 */
export const searchText = typedText('Поиск (q): ожидается строка', 'Поиск (q)')
  .trim()
  .max(SEARCH_MAX, `Поиск (q) — не длиннее ${SEARCH_MAX} символов`)
  .refine((q) => q === '' || searchWords(q).length > 0, `Поиск (q): наберите хотя бы ${SEARCH_WORD_MIN} буквы или цифры подряд`)
  .optional()
  .transform((q) => (q ? searchWords(q) : []));

/**
 * The words of a search, lower-case: a run of phone-like characters (digits, spaces, brackets,
 * dashes, a leading +) standing apart from letters becomes its digits, with a Russian trunk 8 of an
 * 11-digit number read as 7 (an order's code mixes digits into its letters and stays one word);
 * words shorter than SEARCH_WORD_MIN are left out.
 */
const PHONE_RUN = /(?<![\p{L}\p{N}])\+?[0-9](?:[0-9 ()-]*[0-9])?(?![\p{L}\p{N}])/gu;

/** Digits that are a whole phone as the checkout reads one (person-input.ts): 7 and the ten; else null. */
export function wholePhone(digits: string): string | null {
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && /^[78]/.test(digits)) return `7${digits.slice(1)}`;
  return null;
}

export function searchWords(q: string): string[] {
  const phones: string[] = [];
  const rest = q.replace(PHONE_RUN, (run) => {
    const digits = run.replace(/\D/g, '');
    phones.push(wholePhone(digits) ?? digits);
    return ' ';
  });
  const words = rest.toLowerCase().split(/[\s,;]+/);
  return [...phones, ...words].filter((word) => word.length >= SEARCH_WORD_MIN);
}

/** A list's page: its rows and the cursor of the next one (null: this was the last). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });
