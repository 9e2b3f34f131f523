import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatNumber, GOODS_FORMS, pluralRu } from '../../../shared/format';
import { openOneClickOrder } from '../../components/order/OneClickOrder';
import { useBasketActions } from '../../hooks/useBasket';
import { colors, mq } from '../../ui/theme';
import { BasketLine } from './BasketLine';
import { BasketTotals } from './BasketTotals';
import { CouponForm } from './CouponForm';
import { GiftOptions } from './GiftOptions';

/** A basket with lines: the lines with coupon and gift options, and the totals beside (desktop) or below. */
export function BasketView({ basket }: { basket: Basket }) {
  const actions = useBasketActions();
  return (
    <Layout>
      <Main>
        <Count>
          {formatNumber(basket.TOTAL_QUANTITY)} {pluralRu(basket.TOTAL_QUANTITY, GOODS_FORMS)}
        </Count>
        <Lines aria-label="Товары в корзине">
          {basket.ITEMS.map((item) => (
            <BasketLine key={item.ID} item={item} actions={actions} />
          ))}
        </Lines>
        <Extras>
          <CouponForm coupon={basket.COUPON} actions={actions} />
          <GiftOptions gift={basket.GIFT} setGift={actions.setGift} />
        </Extras>
      </Main>
      <Aside>
        <BasketTotals basket={basket} onOneClick={() => openOneClickOrder()} />
      </Aside>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  margin-bottom: 32px;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: 32px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

const Count = styled.p`
  margin: -4px 0 0;
  color: ${colors.muted};
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.border};
`;

const Extras = styled.div`
  display: grid;
  gap: 16px;
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Aside = styled.div`
  min-width: 0;
  ${mq.desktop} {
    height: 100%;
  }
`;
