import styled from '@emotion/styled';
import type { OrderDraft } from '../../../shared/contract/order';
import { GOODS_FORMS, withPluralRu } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { Link } from '../../components/link/Link';
import { GiftSummary, hasGift } from '../../components/order/GiftSummary';
import { basketLine, OrderLines } from '../../components/order/OrderLines';
import { OrderTotals } from '../../components/order/OrderTotals';
import { colors, radius, space } from '../../ui/theme';
import { FreeDelivery } from '../../components/order/FreeDelivery';

export interface SummaryDetailsProps {
  draft: OrderDraft;
  /** A new draft is on its way. */
  busy: boolean;
  /** How far the goods are from free delivery to the pickup point chosen. */
  freeDelivery: boolean;
}

/**
 * What «Ваш заказ» says between its heading and its button: the count, the basket's lines, a
 * sold-out warning, the gift options, the sums and the way to free delivery. Read, not touched
 * (but the lines' links): the page loads it after its own code (CheckoutSummary, lazyPart).
 */
export function SummaryDetails({ draft, busy, freeDelivery }: SummaryDetailsProps) {
  const { basket } = draft;
  const soldOut = basket.ITEMS.some((item) => !item.AVAILABLE);
  return (
    <>
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
      {freeDelivery && basket.DELIVERY && <FreeDelivery delivery={basket.DELIVERY} compact />}
    </>
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
