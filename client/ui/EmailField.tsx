import { Field, Input } from './Field';

interface Props {
  value: string;
  onChange: (next: string) => void;
  /** The quiet note after «E-mail»: why it is asked for and that it may be left empty. */
  hint: string;
  error?: string | null;
}

/** «E-mail», optional everywhere we ask for it: checkout, registration, personal data. */
export function EmailField({ value, onChange, hint, error }: Props) {
  return (
    <Field label="E-mail" hint={hint} error={error}>
      <Input name="email" type="email" inputMode="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
