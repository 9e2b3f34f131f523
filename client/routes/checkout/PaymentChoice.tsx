import type { OrderDraft } from '../../../shared/contract/order';
import { Panel } from '../../ui/layout';
import { ChoiceCard, ChoiceCards } from '../../ui/ChoiceCard';
import type { CheckoutFields } from './form';

interface Props {
  form: CheckoutFields;
  draft: OrderDraft;
  onChange: (patch: Partial<CheckoutFields>) => void;
}

/** СБП online or on receipt, as the api offers them. */
export function PaymentChoice({ form, draft, onChange }: Props) {
  return (
    <Panel as="fieldset">
      <legend>Оплата</legend>
      <ChoiceCards>
        {draft.PAYMENT.map((option) => (
          <ChoiceCard
            key={option.CODE}
            name="payment"
            value={option.CODE}
            checked={form.payment === option.CODE}
            onChange={() => onChange({ payment: option.CODE })}
            title={option.NAME}
          >
            <small>{option.DESCRIPTION}</small>
          </ChoiceCard>
        ))}
      </ChoiceCards>
    </Panel>
  );
}
