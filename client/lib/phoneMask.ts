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

/**
 * The next field state after an edit. Deleting only a bracket, space or dash would leave the
 * digits as they were and the mask would put it right back, so it takes the digit before it.
 */
export function nextPhone(previous: string, typed: string): PhoneValue {
  let local = localDigits(typed);
  if (typed.length < previous.length && local === localDigits(previous)) local = local.slice(0, -1);
  const started = local.length > 0 || (typed.length > previous.length && /\d/.test(typed));
  return { local, text: maskPhone(local, started) };
}

/** What the api gets: 7 and the ten local digits, or the digits as they are when fewer. */
export function phoneForApi(local: string): string {
  return local.length === 10 ? `7${local}` : local;
}
