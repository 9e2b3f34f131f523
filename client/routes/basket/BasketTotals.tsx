import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { urls } from '../../../shared/routes';
import { OrderTotals } from '../../components/order/OrderTotals';
import { Note, Panel } from '../../ui/layout';
import { Button, ButtonLink } from '../../ui/Button';
import { space } from '../../ui/theme';
import { FreeDelivery } from '../../components/order/FreeDelivery';

interface Props {
  basket: Basket;
  onOneClick: () => void;
}

/** Goods, discount and the sum to pay (unavailable lines are not counted), then the way on. */
export function BasketTotals({ basket, onOneClick }: Props) {
  const canOrder = basket.PRICE > 0;
  return (
    <Panel tone="white" compact sticky aria-label="Итого">
      {/* The coupon is named in its own panel; delivery is chosen at checkout. */}
      <OrderTotals goods={basket.PRICE_WITHOUT_DISCOUNT} discount={basket.DISCOUNT} total={basket.PRICE} />
      {basket.DELIVERY && <FreeDelivery delivery={basket.DELIVERY} />}
      {canOrder ? (
        <Buttons>
          <ButtonLink to={urls.checkout()} size="large">
            Оформить заказ
          </ButtonLink>
          <Button look="secondary" size="medium" onClick={onOneClick}>
            Купить в один клик
          </Button>
        </Buttons>
      ) : (
        <Note tone="danger">Сейчас в корзине нет товаров, которые можно заказать: удалите недоступные.</Note>
      )}
    </Panel>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;
