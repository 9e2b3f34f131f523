/**
 * Personal data as lists show it (issue 23: «masked in lists», decision 049): enough to tell one
 * shopper from another and to match a caller's last digits, not enough to copy a contact from a
 * screen. A role that may see the whole (the route decides from the staff's role) asks unmasked.
 */
import { maskedPhone } from '../../../shared/format/phone';

/** 'mother@mail.ru' → 'm***@mail.ru'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Whether a list shows contacts whole: only when the caller's role may and asked for it. */
export interface Disclosure {
  unmasked: boolean;
}

export function contactsFor<T extends { phone: string; email: string | null }>(row: T, disclosure: Disclosure): T {
  if (disclosure.unmasked) return row;
  return { ...row, phone: maskedPhone(row.phone), email: row.email === null ? null : maskEmail(row.email) };
}
