import { HttpError } from 'react-admin';
import type { Envelope } from '../contract-types';
import { refusalMessage } from '../http';

/**
 * What the password forms decide themselves: the new password typed twice must match (the api
 * takes it once), and where the api's refusal goes — beside the field it names, else above the
 * button.
 */

export type PasswordField = 'current' | 'password' | 'repeat';
export type PasswordErrors = Partial<Record<PasswordField | 'form', string>>;

/** The repeat's refusal, as a translation key; null when it matches. */
export function repeatRefusal(password: string, repeat: string): string | null {
  if (repeat === '') return 'shop.password.repeat_missing';
  return repeat === password ? null : 'shop.password.mismatch';
}

const FIELDS: readonly string[] = ['current', 'password'];

/** The api's refusal (its Russian message) beside the field its envelope names. */
export function refusalErrors(error: unknown): PasswordErrors {
  const message = refusalMessage(error);
  const body = error instanceof HttpError ? (error.body as Envelope<unknown> | undefined) : undefined;
  const field = body?.errors?.[0]?.customData?.field;
  return field && FIELDS.includes(field) ? { [field]: message } : { form: message };
}
