import type { FormEvent } from 'react';
import styled from '@emotion/styled';
import type { OrderDraft } from '../../../shared/contract/order';
import { ORDER_COMMENT_MAX } from '../../../shared/contract/order-constants';
import { Label, TextArea } from '../../components/form/fields';
import { PersonalDataConsent } from '../../components/form/PersonalDataConsent';
import { Button } from '../../components/page';
import { mq } from '../../ui/theme';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactFields } from './ContactFields';
import { DeliveryChoice } from './DeliveryChoice';
import { Section } from './fields';
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
}

/** The checkout form: contacts, delivery, payment, comment; the summary with consent and button. */
export function CheckoutForm({ form, draft, onForm, recalculating, sending, ready, onSubmit }: Props) {
  const onChange = (patch: Partial<Form>) => onForm((f) => ({ ...f, ...patch }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Layout onSubmit={submit} noValidate aria-label="Оформление заказа">
      <Main>
        <ContactFields form={form} onChange={onChange} />
        <DeliveryChoice form={form} draft={draft} onChange={onChange} onForm={onForm} />
        <PaymentChoice form={form} draft={draft} onChange={onChange} />
        <Section>
          <legend>Комментарий</legend>
          <Label>
            <span className="visually-hidden">Комментарий к заказу</span>
            <TextArea
              name="comment"
              rows={3}
              maxLength={ORDER_COMMENT_MAX}
              placeholder="Например, удобное время для звонка"
              value={form.comment}
              onChange={(e) => onChange({ comment: e.target.value })}
            />
          </Label>
        </Section>
      </Main>
      <Aside>
        <CheckoutSummary draft={draft} form={form} busy={recalculating}>
          <PersonalDataConsent checked={form.consent} onChange={(consent) => onChange({ consent })} />
          <Button type="submit" disabled={sending || !ready} aria-busy={sending || undefined}>
            {sending ? 'Оформляем заказ…' : 'Оформить заказ'}
          </Button>
        </CheckoutSummary>
      </Aside>
    </Layout>
  );
}

const Layout = styled.form`
  display: grid;
  gap: 16px;
  margin-bottom: 32px;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(320px, 400px);
    gap: 28px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Aside = styled.div`
  min-width: 0;
  ${mq.desktop} {
    align-self: stretch;
  }
`;
