import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Panel } from '../../ui/layout';
import { Field, Input } from '../../ui/Field';
import { EmailField } from '../../ui/EmailField';
import { PhoneField } from '../../ui/PhoneField';
import { mq, space } from '../../ui/theme';
import type { FieldErrors } from '../../lib/fieldErrors';
import type { CheckoutFields } from './form';

interface Props {
  form: CheckoutFields;
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutFields>) => void;
  /** What goes under the fields (the phone's confirmation for an order paid on receipt). */
  children?: ReactNode;
}

/** Имя, Телефон (masked as +7 (XXX) XXX-XX-XX, sent as digits), E-mail for the receipt. */
export function ContactFields({ form, errors, onChange, children }: Props) {
  return (
    <Panel as="fieldset">
      <legend>Контакты</legend>
      <Fields>
        <Field label="Имя" error={errors.name}>
          <Input name="name" autoComplete="name" value={form.name} onChange={(e) => onChange({ name: e.target.value })} />
        </Field>
        <PhoneField value={form.phone} onChange={(phone) => onChange({ phone })} error={errors.phone} />
        <EmailField hint="— для чека, по желанию" value={form.email} onChange={(email) => onChange({ email })} error={errors.email} />
      </Fields>
      {children}
    </Panel>
  );
}

/** The name across the whole width on desktops, phone and e-mail side by side under it. */
const Fields = styled.div`
  display: grid;
  gap: 14px;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
    gap: ${space.lg};
    > :first-of-type {
      grid-column: 1 / -1;
    }
  }
`;
