import { Input, Label } from '../../components/form/fields';
import { nextPhone } from '../../lib/phoneMask';
import { Fields, Section } from './fields';
import type { CheckoutFields } from './form';

interface Props {
  form: CheckoutFields;
  onChange: (patch: Partial<CheckoutFields>) => void;
}

/** Имя, Телефон (masked as +7 (XXX) XXX-XX-XX, sent as digits), E-mail for the receipt. */
export function ContactFields({ form, onChange }: Props) {
  return (
    <Section>
      <legend>Контакты</legend>
      <Fields>
        <Label>
          Имя
          <Input name="name" autoComplete="name" value={form.name} onChange={(e) => onChange({ name: e.target.value })} />
        </Label>
        <Label>
          Телефон
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
            value={form.phone.text}
            onChange={(e) => onChange({ phone: nextPhone(form.phone.text, e.target.value) })}
          />
        </Label>
        <Label>
          <span>
            E-mail <small>— для чека, по желанию</small>
          </span>
          <Input name="email" type="email" inputMode="email" autoComplete="email" value={form.email} onChange={(e) => onChange({ email: e.target.value })} />
        </Label>
      </Fields>
    </Section>
  );
}
