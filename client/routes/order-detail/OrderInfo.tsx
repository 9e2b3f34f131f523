import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { Order } from '../../../shared/contract/order';
import { formatPhone } from '../../../shared/format';
import { GiftSummary, hasGift } from '../../components/order/GiftSummary';
import { Note, Panel, Stack } from '../../ui/layout';
import { when } from './when';

/** Who receives the order, how it travels and is paid, the gift options and the comment. */
export function OrderInfo({ order }: { order: Order }) {
  return (
    <Stack gap="md">
      <Card title="Получатель">
        <p>{order.CONTACT.NAME}</p>
        <p>{formatPhone(order.CONTACT.PHONE) ?? order.CONTACT.PHONE}</p>
        {order.CONTACT.EMAIL && <p>{order.CONTACT.EMAIL}</p>}
      </Card>
      <Card title="Доставка">
        <Delivery delivery={order.DELIVERY} kind={order.KIND} />
        <Tracking order={order} />
      </Card>
      <Card title="Оплата">
        <p>{order.PAYMENT.NAME}</p>
        {order.PAID_AT && <Note>Оплачен {when(order.PAID_AT)}</Note>}
      </Card>
      {hasGift(order.GIFT) && (
        <Card title="Подарок">
          <GiftSummary gift={order.GIFT} />
        </Card>
      )}
      {order.COMMENT.trim() && (
        <Card title="Комментарий">
          <Comment>{order.COMMENT}</Comment>
        </Card>
      )}
    </Stack>
  );
}

/** One fact of the order: its heading and a few lines of text. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel compact>
      <h2>{title}</h2>
      <Lines>{children}</Lines>
    </Panel>
  );
}

/** The parcel's number, linked to the carrier's page that follows it, and where the parcel is now. */
function Tracking({ order }: { order: Order }) {
  if (!order.TRACKING_NUMBER) return order.PARCEL_STATE ? <Note>{order.PARCEL_STATE}</Note> : null;
  return (
    <>
      <p>
        Трек-номер:{' '}
        {order.TRACKING_URL ? (
          <a href={order.TRACKING_URL} target="_blank" rel="noopener noreferrer">
            {order.TRACKING_NUMBER}
          </a>
        ) : (
          order.TRACKING_NUMBER
        )}
      </p>
      {order.PARCEL_STATE && <Note>{order.PARCEL_STATE}</Note>}
    </>
  );
}

/** No method: a one-click order agrees it on the phone; a checkout without one bought gift certificates alone (the api says how they arrive). */
function Delivery({ delivery, kind }: { delivery: Order['DELIVERY']; kind: Order['KIND'] }) {
  if (delivery.METHOD === null) return <p>{kind === 'fast' ? 'Доставку согласуем по телефону' : delivery.NAME}</p>;
  const point = delivery.PICKUP_POINT;
  return (
    <>
      <p>{delivery.NAME}</p>
      {point && (
        <>
          <p>
            {point.CITY}, {point.ADDRESS}
          </p>
          <Note>{point.SCHEDULE}</Note>
        </>
      )}
      {delivery.ADDRESS && <p>{delivery.ADDRESS}</p>}
    </>
  );
}

const Lines = styled.div`
  margin-top: -6px;
  p {
    margin: 0;
    line-height: 1.45;
    overflow-wrap: anywhere;
  }
`;

const Comment = styled.p`
  white-space: pre-line;
`;
