/**
 * How a search box's text becomes the words the back office's lists look up (decision 049), apart
 * from the zod schemas of list.ts: the admin app reads it too, to send only a search the server can
 * answer, and its bundle carries no zod.
 */

/** Shorter words have no trigram to look up by: a search of them would read every row. */
export const SEARCH_WORD_MIN = 3;

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
