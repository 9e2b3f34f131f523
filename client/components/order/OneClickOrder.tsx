import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { keys } from '../../../shared/api/keys';
import type { FastOrderBody, Order } from '../../../shared/contract/order';
import { urls } from '../../../shared/routes';
import { api, errorsOf } from '../../hooks/fetcher';
import { GOALS, reachGoal, trackPurchase } from '../../lib/analytics';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { nextPhone, phoneForApi } from '../../lib/phoneMask';
import { clearNotices, showErrors } from '../notices';
import { Input, Label } from '../form/fields';
import { PersonalDataConsent } from '../form/PersonalDataConsent';
import { closeModal, openModal } from '../modal';
import { Button } from '../page';
import { Done, Form, Lead } from './OneClickOrderFields';

interface OneClickOrderOptions {
  /** One offer (a size of a product); without it the whole basket is ordered. */
  offerId?: number;
  quantity?: number;
  /** What is being ordered, for the shopper's eyes: «Боди молочное, размер 62». */
  what?: string;
}

/**
 * «Купить в один клик» (issue 4): name and phone, the 152-FZ consent, then POST /api/form/smartOrder/
 * (with an offer: that offer; without: the whole basket). The idempotency key is made once per
 * opened modal, so a double tap or a retry after a lost answer places one order.
 */
export function openOneClickOrder(options: OneClickOrderOptions = {}): void {
  openModal(<OneClickOrder {...options} idempotencyKey={newIdempotencyKey()} />, { label: 'Купить в один клик' });
}

interface Answer {
  id: number;
  order?: Order;
}

function OneClickOrder({ offerId, quantity, what, idempotencyKey }: OneClickOrderOptions & { idempotencyKey: string }) {
  const { mutate } = useSWRConfig();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState({ local: '', text: '' });
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<Order | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const body: FastOrderBody = {
      name,
      phone: phoneForApi(phone.local),
      consent,
      idempotencyKey,
      ...(offerId === undefined ? {} : { offerId, quantity: quantity ?? 1 }),
    };
    try {
      const answer = await api.call<Answer>({ method: 'POST', path: '/form/smartOrder/', body });
      clearNotices();
      if (answer.order) {
        setOrder(answer.order);
        reachGoal(GOALS.oneClick);
        trackPurchase(answer.order);
      }
      // Ordering the whole basket empties it: the header and the basket page must show that.
      if (offerId === undefined) await mutate(keys.basket());
    } catch (error) {
      showErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
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
    <Form onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Купить в один клик</h2>
      <Lead>{what ? `${what}. ` : ''}Оставьте имя и телефон — мы перезвоним и договоримся о доставке и оплате.</Lead>
      <Label>
        Имя
        <Input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Label>
      <Label>
        Телефон
        <Input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          value={phone.text}
          onChange={(e) => setPhone(nextPhone(phone.text, e.target.value))}
        />
      </Label>
      <PersonalDataConsent checked={consent} onChange={setConsent} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Отправляем…' : 'Отправить'}
      </Button>
    </Form>
  );
}
