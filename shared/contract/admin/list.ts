import { z } from 'zod';
import { typedText } from '../input';
import { SEARCH_WORD_MIN, searchWords } from './search-words';

export { SEARCH_WORD_MIN, searchWords, wholePhone } from './search-words';

/**
 * What the back office's read lists share (orders, customers; decision 049): the page size, the
 * opaque keyset cursor passed back as `after`, and the search words.
 */

export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 50;
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

/** A list's page: its rows and the cursor of the next one (null: this was the last). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });
