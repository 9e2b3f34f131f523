import { nextPhone, type PhoneValue } from '../lib/phoneMask';
import { Field, Input } from './Field';

interface Props {
  value: PhoneValue;
  onChange: (next: PhoneValue) => void;
  error?: string | null;
}

/**
 * «Телефон» for a Russian number: whatever is typed or pasted shows as +7 (XXX) XXX-XX-XX
 * (lib/phoneMask); the form sends `phoneForApi(value.local)`. Checkout and one-click use it.
 */
export function PhoneField({ value, onChange, error }: Props) {
  return (
    <Field label="Телефон" error={error}>
      <Input
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (___) ___-__-__"
        value={value.text}
        onChange={(event) => onChange(nextPhone(value.text, event.target.value))}
      />
    </Field>
  );
}
