import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../shared/contract/envelope';
import { clearFormToasts, showErrors } from '../components/toasts';
import { fieldErrors, type FieldErrors } from '../lib/fieldErrors';

/**
 * A form's refusals, the same way in every form: the toasts (the spec's notices, §8), and each message beside
 * the field it names (Field, Checkbox, a radio group marked invalid), the first of them brought
 * into view and focused. The next answer of the form, a success too, takes the old ones away;
 * changing a field takes its own message away.
 *
 * `form` goes on the <form>; `name` tags the form's toasts; `fields` are the names the form shows
 * a message beside; a message about none of them goes beside `fallback`, or stays a toast (null).
 */
export function useFormErrors(name: string, fields: readonly string[], fallback: string | null) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Each refusal counts, so the same errors twice are brought into view twice.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    // The messages are beside their fields already; a failed load only leaves the scrolling out.
    import('../lib/revealField').then(({ revealFirstError }) => revealFirstError(form.current)).catch(() => undefined);
  }, [refusals]);

  /** Messages beside the fields, the first one in view and focused (the toasts shown elsewhere). */
  const mark = useCallback(
    (refused: readonly ApiError[]) => {
      setErrors(fieldErrors(refused, fields, fallback));
      setRefusals((n) => n + 1);
    },
    [fields, fallback],
  );

  /** A refusal: the toasts, then `mark`. */
  const refuse = useCallback(
    (refused: readonly ApiError[]) => {
      showErrors(refused, name);
      mark(refused);
    },
    [name, mark],
  );

  /** A success: the form's earlier messages and toasts go. */
  const accept = useCallback(() => {
    clearFormToasts(name);
    setErrors({});
  }, [name]);

  /** The shopper changed `field`: its message has done its job. */
  const edited = useCallback((field: string) => {
    setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));
  }, []);

  return { form, errors, refuse, mark, accept, edited };
}
