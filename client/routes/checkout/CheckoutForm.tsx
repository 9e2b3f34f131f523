import type { FormEvent, ReactNode, RefObject } from 'react';
import type { OrderDraft } from '../../../shared/contract/order';
import { ORDER_COMMENT_MAX } from '../../../shared/contract/order-constants';
import { PersonalDataConsent } from '../../components/form/PersonalDataConsent';
import { Button } from '../../ui/Button';
import type { FieldErrors } from '../../lib/fieldErrors';
import { Field, TextArea } from '../../ui/Field';
import { Aside, Panel, Stack, TwoColumns } from '../../ui/layout';
import { CertificateChoice } from './CertificateChoice';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactFields } from './ContactFields';
import { DeliveryChoice, NoDelivery } from './DeliveryChoice';
import type { CheckoutFields as Form } from './form';
import { PaymentChoice } from './PaymentChoice';

interface Props {
  form: Form;
  draft: OrderDraft;
  onForm: (next: (form: Form) => Form) => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** The last refusal's messages by field, each shown beside its field. */
  errors: FieldErrors;
  /** A field was changed: its message goes. */
  onEdited: (field: string) => void;
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

/**
 * The checkout form: contacts, delivery (none for gift certificates alone: how their codes arrive
 * instead), payment, comment; the summary with consent and button.
 */
export function CheckoutForm(props: Props) {
  const { form, draft, onForm, formRef, errors, onEdited, recalculating, sending, ready, onSubmit, phoneConfirmation } = props;
  const onChange = (patch: Partial<Form>) => {
    for (const field of Object.keys(patch)) onEdited(field);
    onForm((f) => ({ ...f, ...patch }));
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <FormColumns ref={formRef} aside="minmax(320px, 400px)" onSubmit={submit} noValidate aria-label="Оформление заказа">
      <Stack>
        <ContactFields form={form} errors={errors} onChange={onChange}>
          {phoneConfirmation}
        </ContactFields>
        {draft.NEEDS_DELIVERY ? (
          <DeliveryChoice form={form} draft={draft} errors={errors} onChange={onChange} onForm={onForm} />
        ) : (
          <NoDelivery />
        )}
        <PaymentChoice form={form} draft={draft} onChange={onChange} />
        <CertificateChoice form={form} draft={draft} onChange={onChange} />
        <Panel as="fieldset">
          <legend>Комментарий</legend>
          <Field label="Комментарий к заказу" hideLabel error={errors.comment}>
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
          <PersonalDataConsent checked={form.consent} onChange={(consent) => onChange({ consent })} error={errors.consent} />
          <Button type="submit" disabled={sending || !ready} aria-busy={sending || undefined}>
            {sending ? 'Оформляем заказ…' : 'Оформить заказ'}
          </Button>
        </CheckoutSummary>
      </Aside>
    </FormColumns>
  );
}
