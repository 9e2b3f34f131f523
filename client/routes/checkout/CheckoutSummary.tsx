import type { ReactNode } from 'react';
import { Link } from '../../components/link/Link';
import type { OrderDraft } from '../../../shared/contract/order';
import { urls } from '../../../shared/routes';
import { Panel } from '../../ui/layout';
import { lazyPart } from '../../lib/lazyPart';
import type { CheckoutFields } from './form';
import { summaryDetailsCode } from './summaryDetailsCode';

// Only read until the shopper acts: the server renders it, its code comes after the page's.
const SummaryDetails = lazyPart(summaryDetailsCode);

interface Props {
  draft: OrderDraft;
  form: CheckoutFields;
  /** A new draft is on its way. */
  busy: boolean;
  /** The consent and the button, under the sums. */
  children: ReactNode;
}

/** «Ваш заказ»: the basket's lines, its gift options and the sums the api calculated. */
export function CheckoutSummary({ draft, form, busy, children }: Props) {
  const freeDelivery = draft.NEEDS_DELIVERY && form.delivery === 'pickup' && (draft.basket.DELIVERY?.LEFT_FOR_FREE ?? 0) > 0;
  return (
    <Panel tone="white" sticky aria-labelledby="checkout-summary">
      <header>
        <h2 id="checkout-summary">Ваш заказ</h2>
        <Link to={urls.basket()}>Изменить</Link>
      </header>
      <SummaryDetails draft={draft} busy={busy} freeDelivery={freeDelivery} />
      {children}
    </Panel>
  );
}
