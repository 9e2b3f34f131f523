import type { FormEvent } from 'react';
import styled from '@emotion/styled';
import type { OrderDraft } from '../../../shared/contract/order';
import { ORDER_COMMENT_MAX } from '../../../shared/contract/order-constants';
import { colors, mq } from '../../theme';
import { CheckoutSummary } from './CheckoutSummary';
import { ContactFields } from './ContactFields';
import { DeliveryChoice } from './DeliveryChoice';
import { Label, Section, TextArea } from './fields';
import type { CheckoutForm as Form } from './form';
import { PaymentChoice } from './PaymentChoice';

/** The privacy policy (spec §2.1), opened beside the form so that nothing typed is lost. */
const PRIVACY_PATH = '/privacy/';

interface Props {
  form: Form;
  draft: OrderDraft;
  onForm: (next: (form: Form) => Form) => void;
  /** A new draft is on its way. */
  recalculating: boolean;
  /** The order is being placed, or the page is not interactive yet: the button waits. */
  sending: boolean;
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
          <Consent>
            <input type="checkbox" name="consent" checked={form.consent} onChange={(e) => onChange({ consent: e.target.checked })} />
            <span>
              Я даю согласие на обработку персональных данных в соответствии с{' '}
              <a href={PRIVACY_PATH} target="_blank" rel="noopener">
                политикой конфиденциальности
              </a>
            </span>
          </Consent>
          <Submit type="submit" disabled={sending || !ready} aria-busy={sending || undefined}>
            {sending ? 'Оформляем заказ…' : 'Оформить заказ'}
          </Submit>
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

const Consent = styled.label`
  display: grid;
  grid-template-columns: 22px 1fr;
  gap: 10px;
  align-items: start;
  font-size: 14px;
  line-height: 1.4;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.sageDark};
  }
  a {
    color: ${colors.sageDark};
    font-weight: 700;
  }
`;

const Submit = styled.button`
  min-height: 54px;
  border: 0;
  border-radius: 27px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font: inherit;
  font-size: 17px;
  font-weight: 800;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colors.graphite};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${colors.graphite};
    outline-offset: 2px;
  }
`;
