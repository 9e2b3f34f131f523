import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { urls } from '../../../shared/routes';
import { OrderTotals } from '../../components/order/OrderTotals';
import { Button, ButtonLink } from '../../components/page';
import { colors, mq } from '../../ui/theme';
import { FreeDelivery } from './FreeDelivery';
import { Panel } from './Panel';

interface Props {
  basket: Basket;
  onOneClick: () => void;
}

/** Goods, discount and the sum to pay (unavailable lines are not counted), then the way on. */
export function BasketTotals({ basket, onOneClick }: Props) {
  const canOrder = basket.PRICE > 0;
  return (
    <Summary aria-label="Итого">
      {/* The coupon is named in its own panel; delivery is chosen at checkout. */}
      <OrderTotals goods={basket.PRICE_WITHOUT_DISCOUNT} discount={basket.DISCOUNT} total={basket.PRICE} />
      <FreeDelivery delivery={basket.DELIVERY} />
      {canOrder ? (
        <Buttons>
          <ButtonLink to={urls.checkout()}>Оформить заказ</ButtonLink>
          <Button type="button" data-look="secondary" data-size="medium" onClick={onOneClick}>
            Купить в один клик
          </Button>
        </Buttons>
      ) : (
        <Blocked>Сейчас в корзине нет товаров, которые можно заказать: удалите недоступные.</Blocked>
      )}
    </Summary>
  );
}

const Summary = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  background: ${colors.white};
  border: 1px solid ${colors.border};
  ${mq.desktop} {
    position: sticky;
    top: calc(var(--header-height, 60px) + 16px);
    padding: 20px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  a {
    min-height: 52px;
    font-size: 17px;
  }
`;

const Blocked = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 700;
`;
