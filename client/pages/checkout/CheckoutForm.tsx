import type { FormEvent, ReactNode } from 'react';
import type { OrderDraft } from '../../../shared/contract/order';
import { ORDER_COMMENT_MAX } from '../../../shared/contract/order-constants';
import { PersonalDataConsent } from '../../components/form/PersonalDataConsent';
import { Button } from '../../ui/Button';
import { Field, TextArea } from '../../ui/Field';
import { Aside, Panel, Stack, TwoColumns } from '../../ui/layout';
import { CertificateChoice } from './CertificateChoice';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactFields } from './ContactFields';
import { DeliveryChoice } from './DeliveryChoice';
import type { CheckoutFields as Form } from './form';
import { PaymentChoice } from './PaymentChoice';

interface Props {
  form: Form;
  draft: OrderDraft;
  onForm: (next: (form: Form) => Form) => void;
  /** A new draft is on its way. */
  recalculating: boolean;
  /** The order is being placed: the button waits and says so. */
  sending: boolean;
  /** The page is interactive (hydrated): until then the button waits. */
  ready: boolean;
  onSubmit: () => void;
  /** The phone's confirmation for an order paid on receipt, under the phone. */
  phoneConfirmation?: ReactNode;
}

/** The two columns of the checkout are its form. */
const FormColumns = TwoColumns.withComponent('form');

/** The checkout form: contacts, delivery, payment, comment; the summary with consent and button. */
export function CheckoutForm({ form, draft, onForm, recalculating, sending, ready, onSubmit, phoneConfirmation }: Props) {
  const onChange = (patch: Partial<Form>) => onForm((f) => ({ ...f, ...patch }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <FormColumns aside="minmax(320px, 400px)" onSubmit={submit} noValidate aria-label="Оформление заказа">
      <Stack>
        <ContactFields form={form} onChange={onChange}>
          {phoneConfirmation}
        </ContactFields>
        <DeliveryChoice form={form} draft={draft} onChange={onChange} onForm={onForm} />
        <PaymentChoice form={form} draft={draft} onChange={onChange} />
        <CertificateChoice form={form} draft={draft} onChange={onChange} />
        <Panel as="fieldset">
          <legend>Комментарий</legend>
          <Field label="Комментарий к заказу" hideLabel>
            <TextArea
              name="comment"
              rows={3}
              maxLength={ORDER_COMMENT_MAX}
              placeholder="Например, удобное время для звонка"
              value={form.comment}
              onChange={(e) => onChange({ comment: e.target.value })}
            />
          </Field>
        </Panel>
      </Stack>
      <Aside>
        <CheckoutSummary draft={draft} form={form} busy={recalculating}>
          <PersonalDataConsent checked={form.consent} onChange={(consent) => onChange({ consent })} />
          <Button type="submit" disabled={sending || !ready} aria-busy={sending || undefined}>
            {sending ? 'Оформляем заказ…' : 'Оформить заказ'}
          </Button>
        </CheckoutSummary>
      </Aside>
    </FormColumns>
  );
}
