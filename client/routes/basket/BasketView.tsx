import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatNumber, GOODS_FORMS, pluralRu } from '../../../shared/format';
import { openOneClickOrder } from '../../components/order/openOneClickOrder';
import { useBasketActions } from '../../hooks/basketActions';
import { Aside, Stack, TwoColumns } from '../../ui/layout';
import { colors, mq, space } from '../../ui/theme';
import { BasketLine } from './BasketLine';
import { BasketTotals } from './BasketTotals';
import { CouponForm } from './CouponForm';
import { GiftOptions } from './GiftOptions';

/** A basket with lines: the lines with coupon and gift options, and the totals beside (desktop) or below. */
export function BasketView({ basket }: { basket: Basket }) {
  const actions = useBasketActions();
  return (
    <TwoColumns aside="340px">
      <Stack>
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
      </Stack>
      <Aside>
        <BasketTotals basket={basket} onOneClick={() => openOneClickOrder()} />
      </Aside>
    </TwoColumns>
  );
}

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
  gap: ${space.lg};
  ${mq.desktop} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;
