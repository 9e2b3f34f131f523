import { Link } from '../../components/link/Link';
import styled from '@emotion/styled';
import type { Order } from '../../../shared/contract/order';
import { formatDate, formatPrice, GOODS_FORMS, withPluralRu } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { OrderStatus } from '../../components/order/OrderStatus';
import { Panel } from '../../ui/layout';
import { colors, radius, space } from '../../ui/theme';

/** One order in the list: code and date, status, sum and pieces; the whole card opens it. */
export function OrderCard({ order }: { order: Order }) {
  return (
    <Card as="li" tone="white" compact>
      <Top>
        <Link to={urls.order(order.CODE)}>Заказ №{order.CODE}</Link>
        <OrderStatus order={order} />
      </Top>
      <Meta>
        <span>от {formatDate(order.CREATED_AT)}</span>
        <span>{withPluralRu(order.TOTAL_QUANTITY, GOODS_FORMS)}</span>
        <strong>{formatPrice(order.PRICE)}</strong>
      </Meta>
      {order.PAYMENT.CAN_PAY && order.PAYMENT.PAY_URL && <Pay to={order.PAYMENT.PAY_URL}>Оплатить через СБП</Pay>}
      {order.SURCHARGE && <Pay to={order.SURCHARGE.PAY_URL}>Доплатить {formatPrice(order.SURCHARGE.AMOUNT)}</Pay>}
    </Card>
  );
}

/** The whole card answers the pointer and shows the focus of its one link. */
const Card = styled(Panel)`
  gap: ${space.sm};
  &:hover {
    border-color: ${colors.beigeDark};
  }
  &:focus-within {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  a {
    color: ${colors.graphite};
    font-size: 18px;
    font-weight: 800;
    text-decoration: none;
  }
  /* The code's link covers the card, so a tap anywhere opens the order. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.lg};
  }
  a:focus-visible {
    outline: none;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: ${colors.muted};
  strong {
    margin-left: auto;
    color: ${colors.graphite};
    font-weight: 800;
  }
`;

const Pay = styled(Link)`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  color: ${colors.sageDark};
  font-weight: 800;
`;
