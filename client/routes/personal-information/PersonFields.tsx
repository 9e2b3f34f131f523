import styled from '@emotion/styled';
import { EmailField } from '../../ui/EmailField';
import { Field, Input } from '../../ui/Field';
import { mq, space } from '../../ui/theme';
import type { FieldErrors } from '../../lib/fieldErrors';
import type { ProfileFields } from './profileForm';

interface Props {
  form: ProfileFields;
  /** The account's phone, formatted: it is the sign-in, so it is shown, not edited. */
  phone: string;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileFields>) => void;
}

/** Имя, Телефон (read only), E-mail, Дата рождения. */
export function PersonFields({ form, phone, errors, onChange }: Props) {
  return (
    <Grid>
      <Field label="Имя" error={errors.name}>
        <Input name="name" autoComplete="given-name" value={form.name} onChange={(e) => onChange({ name: e.target.value })} />
      </Field>
      <Field label="Телефон" hint="— для входа, не меняется">
        <Input name="phone" type="tel" value={phone} readOnly />
      </Field>
      <EmailField hint="— по желанию" error={errors.email} value={form.email} onChange={(email) => onChange({ email })} />
      <Field label="Дата рождения" hint="— по желанию" error={errors.birthday}>
        <Input
          name="birthday"
          type="date"
          autoComplete="bday"
          max={today()}
          value={form.birthday}
          onChange={(e) => onChange({ birthday: e.target.value })}
        />
      </Field>
    </Grid>
  );
}

/** 'YYYY-MM-DD' of today, the latest birthday a date picker offers. */
export const today = () => new Date().toISOString().slice(0, 10);

export const Grid = styled.div`
  display: grid;
  gap: 14px;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
    gap: ${space.lg};
  }
`;
