/**
 * A friendly phone field for Russian numbers: whatever is typed or pasted («8 912…», «+7912…»,
 * «912 345-67-89») is shown as +7 (XXX) XXX-XX-XX while typing, and sent as digits.
 */

/** The phone as a field holds it: its ten local digits and the masked text it shows. */
export interface PhoneValue {
  local: string;
  text: string;
}

/** An empty phone field. */
export const NO_PHONE: PhoneValue = { local: '', text: '' };

/** The ten local digits (after +7) of what the field holds now. */
export function localDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (typed.trimStart().startsWith('+7')) digits = digits.slice(1);
  // A leading 8 or 7 typed first, or in a full 11-digit number, is the country's prefix.
  else if (/^[78]/.test(digits) && (digits.length === 1 || digits.length === 11)) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/** The field's text for the local digits, growing as they are typed. */
export function maskPhone(local: string, started = local.length > 0): string {
  if (!started) return '';
  const d = local.slice(0, 10);
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/** Where `typed` differs from `previous`: what the edit took out and what it put in, at `at`. */
function edit(previous: string, typed: string): { at: number; removed: string; inserted: string } {
  const shorter = Math.min(previous.length, typed.length);
  let start = 0;
  while (start < shorter && previous[start] === typed[start]) start += 1;
  let end = 0;
  while (end < shorter - start && previous[previous.length - 1 - end] === typed[typed.length - 1 - end]) end += 1;
  return { at: start, removed: previous.slice(start, previous.length - end), inserted: typed.slice(start, typed.length - end) };
}

/** A whole number: what a paste or the browser's autofill puts in at once. */
const WHOLE_NUMBER_DIGITS = 10;

/**
 * The next field state after an edit (typing, deleting, a paste, the browser's autofill):
 * - a whole number put in (10 digits or more, as «89161234567», «+7 916 123-45-67» or
 *   «9161234567»), over a selection or beside what the field held, replaces the number;
 * - deleting only a bracket, space or dash would leave the digits as they were and the mask would
 *   put it right back, so it takes the digit before it;
 * - anything else is read as the field now holds it.
 */
export function nextPhone(previous: string, typed: string): PhoneValue {
  const { at, removed, inserted } = edit(previous, typed);
  let local: string;
  if (inserted.replace(/\D/g, '').length >= WHOLE_NUMBER_DIGITS) {
    local = localDigits(inserted);
  } else if (inserted === '' && removed !== '' && !/\d/.test(removed)) {
    // The local digits before the erased separators (the first digit of «+7» is the country's).
    const before = previous.slice(0, at).replace(/\D/g, '').length - (previous.startsWith('+7') && at >= 2 ? 1 : 0);
    const digits = localDigits(previous);
    local = before > 0 ? digits.slice(0, before - 1) + digits.slice(before) : digits;
  } else {
    local = localDigits(typed);
  }
  const started = local.length > 0 || (typed.length > previous.length && /\d/.test(typed));
  return { local, text: maskPhone(local, started) };
}

/** What the api gets: 7 and the ten local digits, or the digits as they are when fewer. */
export function phoneForApi(local: string): string {
  return local.length === 10 ? `7${local}` : local;
}
