import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatPrice } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { ButtonLink } from '../../components/page';
import { colors, mq } from '../../theme';
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
      <Lines>
        <dt>Товары</dt>
        <dd>{formatPrice(basket.PRICE_WITHOUT_DISCOUNT)}</dd>
        {basket.DISCOUNT > 0 && (
          <>
            <dt>Скидка</dt>
            <dd data-discount="">−{formatPrice(basket.DISCOUNT)}</dd>
          </>
        )}
        <dt data-total="">Итого</dt>
        <dd data-total="">{formatPrice(basket.PRICE)}</dd>
      </Lines>
      <FreeDelivery delivery={basket.DELIVERY} price={basket.PRICE} />
      {canOrder ? (
        <Buttons>
          <ButtonLink to={urls.checkout()}>Оформить заказ</ButtonLink>
          <Secondary type="button" onClick={onOneClick}>
            Купить в один клик
          </Secondary>
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

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap: the total's top rule runs across both cells unbroken. */
  gap: 8px 0;
  margin: 0;
  dt {
    padding-right: 12px;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
    white-space: nowrap;
  }
  [data-discount] {
    color: ${colors.sageDark};
  }
  [data-total] {
    padding-top: 10px;
    border-top: 1px solid ${colors.border};
    color: ${colors.graphite};
    font-size: 20px;
    font-weight: 800;
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

const Secondary = styled.button`
  min-height: 48px;
  border: 2px solid ${colors.sageDark};
  border-radius: 24px;
  background: transparent;
  color: ${colors.sageDark};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:hover {
    background: ${colors.sageLight};
  }
  &:focus-visible {
    outline: 2px solid ${colors.graphite};
    outline-offset: 2px;
  }
`;

const Blocked = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 700;
`;
