import styled from '@emotion/styled';
import type { Order } from '../../../shared/contract/order';
import { formatPhone } from '../../../shared/format';
import { GiftSummary, hasGift } from '../../components/order/GiftSummary';
import { colors } from '../../ui/theme';
import { when } from './when';

/** Who receives the order, how it travels and is paid, the gift options and the comment. */
export function OrderInfo({ order }: { order: Order }) {
  return (
    <Cards>
      <Card>
        <h2>Получатель</h2>
        <p>{order.CONTACT.NAME}</p>
        <p>{formatPhone(order.CONTACT.PHONE) ?? order.CONTACT.PHONE}</p>
        {order.CONTACT.EMAIL && <p>{order.CONTACT.EMAIL}</p>}
      </Card>
      <Card>
        <h2>Доставка</h2>
        <Delivery delivery={order.DELIVERY} />
      </Card>
      <Card>
        <h2>Оплата</h2>
        <p>{order.PAYMENT.NAME}</p>
        {order.PAID_AT && <Muted>Оплачен {when(order.PAID_AT)}</Muted>}
      </Card>
      {hasGift(order.GIFT) && (
        <Card>
          <h2>Подарок</h2>
          <GiftSummary gift={order.GIFT} />
        </Card>
      )}
      {order.COMMENT.trim() && (
        <Card>
          <h2>Комментарий</h2>
          <Comment>{order.COMMENT}</Comment>
        </Card>
      )}
    </Cards>
  );
}

function Delivery({ delivery }: { delivery: Order['DELIVERY'] }) {
  if (delivery.METHOD === null) return <p>Доставку согласуем по телефону</p>;
  const point = delivery.PICKUP_POINT;
  return (
    <>
      <p>{delivery.NAME}</p>
      {point && (
        <>
          <p>
            {point.CITY}, {point.ADDRESS}
          </p>
          <Muted>{point.SCHEDULE}</Muted>
        </>
      )}
      {delivery.ADDRESS && <p>{delivery.ADDRESS}</p>}
    </>
  );
}

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Card = styled.section`
  padding: 16px 18px;
  border-radius: 16px;
  background: ${colors.cream};
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${colors.muted};
  font-size: 14px;
`;

const Comment = styled.p`
  white-space: pre-line;
`;
