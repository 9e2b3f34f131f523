import type { ApiError } from '../../shared/contract/envelope';

/** A form's errors by field name; a field without an entry is fine. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The api's refusal laid out on a form: each message beside the field its `customData.field`
 * names (the first message per field). A message about no field of this form (a limit, a wrong
 * code) goes to `fallback`, the field the shopper acted on last, so every message is seen; with
 * a null fallback it is left to the toasts.
 */
export function fieldErrors(errors: readonly ApiError[], fields: readonly string[], fallback: string | null): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const named = error.customData?.field;
    // 'children.1.name' belongs to the form's 'children'.
    const field = named && fields.includes(named.split('.')[0]!) ? named : fallback;
    // Without a fallback, a message about no field (a basket emptied meanwhile) stays a toast only.
    if (field === null || out[field]) continue;
    out[field] = error.message;
  }
  return out;
}
