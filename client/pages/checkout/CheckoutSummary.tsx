import type { ReactNode } from 'react';
import { Link } from '../../components/link/Link';
import styled from '@emotion/styled';
import type { OrderDraft } from '../../../shared/contract/order';
import { GOODS_FORMS, withPluralRu } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { GiftSummary, hasGift } from '../../components/order/GiftSummary';
import { basketLine, OrderLines } from '../../components/order/OrderLines';
import { OrderTotals } from '../../components/order/OrderTotals';
import { Panel } from '../../ui/layout';
import { colors, radius, space } from '../../ui/theme';
import { FreeDelivery } from '../basket/FreeDelivery';
import type { CheckoutFields } from './form';

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
  const { basket } = draft;
  const soldOut = basket.ITEMS.some((item) => !item.AVAILABLE);
  return (
    <Panel tone="white" sticky aria-labelledby="checkout-summary">
      <header>
        <h2 id="checkout-summary">Ваш заказ</h2>
        <Link to={urls.basket()}>Изменить</Link>
      </header>
      <Count>{withPluralRu(basket.TOTAL_QUANTITY, GOODS_FORMS)}</Count>
      <OrderLines lines={basket.ITEMS.map(basketLine)} compact />
      {soldOut && (
        <Warning role="alert">
          Некоторых товаров уже нет в наличии — <Link to={urls.basket()}>уберите их в корзине</Link>, чтобы оформить заказ.
        </Warning>
      )}
      {hasGift(basket.GIFT) && (
        <Gift>
          <h3>Подарок</h3>
          <GiftSummary gift={basket.GIFT} />
        </Gift>
      )}
      <OrderTotals
        goods={basket.PRICE_WITHOUT_DISCOUNT}
        discount={basket.DISCOUNT}
        coupon={basket.COUPON?.CODE}
        delivery={draft.NEEDS_DELIVERY ? draft.DELIVERY_PRICE : undefined}
        total={draft.TOTAL}
        certificate={draft.CERTIFICATE}
        toPay={draft.TO_PAY}
        busy={busy}
        live
      />
      {draft.NEEDS_DELIVERY && form.delivery === 'pickup' && basket.DELIVERY.LEFT_FOR_FREE > 0 && (
        <FreeDelivery delivery={basket.DELIVERY} compact />
      )}
      {children}
    </Panel>
  );
}

const Count = styled.p`
  margin: -${space.sm} 0 0;
  color: ${colors.muted};
`;

const Warning = styled.p`
  margin: 0;
  padding: 10px ${space.md};
  border-radius: ${radius.md};
  background: ${colors.dangerLight};
  color: ${colors.danger};
  font-weight: 700;
  a {
    color: inherit;
  }
`;

const Gift = styled.div`
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
`;
