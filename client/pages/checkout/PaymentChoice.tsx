import type { OrderDraft } from '../../../shared/contract/order';
import { Cards, Section } from './fields';
import type { CheckoutFields } from './form';

interface Props {
  form: CheckoutFields;
  draft: OrderDraft;
  onChange: (patch: Partial<CheckoutFields>) => void;
}

/** СБП online or on receipt, as the api offers them. */
export function PaymentChoice({ form, draft, onChange }: Props) {
  return (
    <Section>
      <legend>Оплата</legend>
      <Cards>
        {draft.PAYMENT.map((option) => (
          <label key={option.CODE}>
            <input
              type="radio"
              name="payment"
              value={option.CODE}
              checked={form.payment === option.CODE}
              onChange={() => onChange({ payment: option.CODE })}
            />
            <div>
              <strong>{option.NAME}</strong>
              <small>{option.DESCRIPTION}</small>
            </div>
          </label>
        ))}
      </Cards>
    </Section>
  );
}
