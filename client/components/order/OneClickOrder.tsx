import { useId, useState, type FormEvent } from 'react';
import { Link } from '../link/Link';
import { useSWRConfig } from 'swr';
import { keys } from '../../../shared/api/keys';
import type { FastOrderBody, Order } from '../../../shared/contract/order';
import { urls } from '../../../shared/routes';
import { api } from '../../hooks/fetcher';
import { useFormErrors } from '../../hooks/useFormErrors';
import { withAnalytics } from '../../lib/metrica';
import { NO_PHONE, phoneForApi } from '../../lib/phoneMask';
import { createPlacement } from '../../lib/placement';
import { clearToasts } from '../toasts';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { PhoneField } from '../../ui/PhoneField';
import { PersonalDataConsent } from '../form/PersonalDataConsent';
import { closeModal, openModal } from '../modal';
import { Done, Form, Lead } from './OneClickOrderFields';
import { PhoneConfirmationSlot } from './PhoneConfirmationSlot';
import { recheckPhones, usePhoneConfirmation } from './usePhoneConfirmation';

export interface OneClickOrderOptions {
  /** One offer (a size of a product); without it the whole basket is ordered. */
  offerId?: number;
  quantity?: number;
  /** What is being ordered, for the shopper's eyes: «Боди молочное, размер 62». */
  what?: string;
}

/**
 * «Купить в один клик» (issue 4): name and phone, the 152-FZ consent, then POST /api/form/smartOrder/
 * (with an offer: that offer; without: the whole basket). Placed as checkout places (lib/placement):
 * a double tap or a retry after a lost answer sends the same idempotency key and places one order.
 */
export function openOneClickOrder(options: OneClickOrderOptions = {}): void {
  openModal(<OneClickOrder {...options} />, { label: 'Купить в один клик' });
}

type OneClickForm = Omit<FastOrderBody, 'idempotencyKey'>;

/** The body's fields the form shows a refusal beside; any other message (stock, a limit) stays a toast. */
const FIELDS = ['name', 'phone', 'consent'] as const;

function OneClickOrder({ offerId, quantity, what }: OneClickOrderOptions) {
  const { mutate } = useSWRConfig();
  // One placement per opened modal: its key lives as long as the attempt does.
  const [place] = useState(() => createPlacement<OneClickForm>((body) => api.request('POST /form/smartOrder/', { body })));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(NO_PHONE);
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const { form, errors, refuse, edited } = useFormErrors('one-click', FIELDS, null);
  /** A field's setter that also takes its message away. */
  const change =
    <T,>(field: (typeof FIELDS)[number], set: (value: T) => void) =>
    (value: T) => {
      set(value);
      edited(field);
    };
  const id = useId();

  async function sendOrder() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await place({
        name,
        phone: phoneForApi(phone.local),
        consent,
        ...(offerId === undefined ? {} : { offerId, quantity: quantity ?? 1 }),
      });
      if (!result.ok) {
        refuse(result.errors);
        recheckPhones(mutate);
        return;
      }
      clearToasts();
      setOrder(result.order);
      const placed = result.order;
      withAnalytics((a) => {
        a.reachGoal(a.GOALS.oneClick);
        a.trackPurchase(placed);
      });
      // Ordering the whole basket empties it: the header and the basket page must show that.
      if (offerId === undefined) await mutate(keys.basket());
    } finally {
      setBusy(false);
    }
  }

  // Paid on receipt: only for a phone this browser confirmed with a code (asked inline, then the order goes).
  const confirmation = usePhoneConfirmation(phone.local, true, () => void sendOrder());
  function submit(event: FormEvent) {
    event.preventDefault();
    confirmation.submit();
  }

  if (order) {
    return (
      <Done role="status">
        <h2>Заказ №{order.CODE} принят</h2>
        <p>Мы перезвоним, чтобы уточнить доставку.</p>
        <Link to={urls.order(order.CODE)} onClick={() => closeModal()}>
          Посмотреть заказ
        </Link>
      </Done>
    );
  }

  return (
    <Form ref={form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Купить в один клик</h2>
      <Lead>{what ? `${what}. ` : ''}Оставьте имя и телефон — мы перезвоним и договоримся о доставке и оплате.</Lead>
      <Field label="Имя" error={errors.name}>
        <Input name="name" autoComplete="name" value={name} onChange={(e) => change('name', setName)(e.target.value)} />
      </Field>
      <PhoneField value={phone} onChange={change('phone', setPhone)} error={errors.phone} />
      <PhoneConfirmationSlot step={confirmation} />
      <PersonalDataConsent checked={consent} onChange={change('consent', setConsent)} error={errors.consent} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Отправляем…' : 'Отправить'}
      </Button>
    </Form>
  );
}
