import { Link } from '../../components/link/Link';
import styled from '@emotion/styled';
import { formatPrice } from '../../../shared/format';
import { urls } from '../../../shared/routes';
import { NotFound } from '../../components/error';
import { OrderLines, orderLine } from '../../components/order/OrderLines';
import { OrderStatus } from '../../components/order/OrderStatus';
import { OrderTotals } from '../../components/order/OrderTotals';
import { Page } from '../../components/page';
import { ButtonLink } from '../../ui/Button';
import { useOrder } from '../../hooks/useOrder';
import { Panel, TwoColumns } from '../../ui/layout';
import { colors } from '../../ui/theme';
import type { OrderDetailRoute } from './route';
import { orderTitle } from './title';
import type { PageProps } from '../route-module';
import { crumbs } from '../crumbs';
import { IssuedCertificates } from './IssuedCertificates';
import { OrderInfo } from './OrderInfo';
import { when } from './when';

/**
 * /personal/orders/{order_code}/: one order of this browser. An unknown code, or one placed by
 * someone else, is a 404: the server says so before the first byte.
 */
export default function OrderDetailPage({ params: { code }, keys }: PageProps<OrderDetailRoute>) {
  const { order, error, notFound } = useOrder(keys.order);
  if (notFound) return <NotFound />;
  const title = orderTitle(code);
  const parents = [crumbs.personal, crumbs.orders];
  if (!order) {
    return (
      <Page title={title} parents={parents}>
        {error ? <p role="alert">Не удалось загрузить заказ. Обновите страницу чуть позже.</p> : <p role="status">Загружаем заказ…</p>}
      </Page>
    );
  }
  return (
    <Page title={title} parents={parents}>
      <Head>
        <OrderStatus order={order} />
        <span>от {when(order.CREATED_AT)}</span>
      </Head>
      {order.PAYMENT.CAN_PAY && order.PAYMENT.PAY_URL && (
        <Pay tone="wait" compact>
          <p>Заказ ждёт оплаты: {order.PAYMENT.NAME}. Мы начнём собирать его сразу после оплаты.</p>
          <ButtonLink to={order.PAYMENT.PAY_URL}>Оплатить через СБП</ButtonLink>
        </Pay>
      )}
      {order.SURCHARGE && (
        <Pay tone="wait" compact>
          {/* «р.» ends the sum: no second full stop after it. */}
          <p>Состав заказа изменён: осталось доплатить {formatPrice(order.SURCHARGE.AMOUNT)} Отправим заказ сразу после доплаты.</p>
          <ButtonLink to={order.SURCHARGE.PAY_URL}>Доплатить {formatPrice(order.SURCHARGE.AMOUNT)}</ButtonLink>
        </Pay>
      )}
      {order.CANCELLATION?.REASON && (
        <Cancelled compact>
          <p role="status">{order.CANCELLATION.TEXT}</p>
        </Cancelled>
      )}
      {/* What a certificate order is for, first: the codes to hand on. */}
      {order.CERTIFICATES.length > 0 && <IssuedCertificates certificates={order.CERTIFICATES} />}
      <TwoColumns aside="minmax(280px, 0.72fr)">
        <Panel tone="white" aria-labelledby="order-goods">
          <h2 id="order-goods">Товары</h2>
          <OrderLines lines={order.ITEMS.map(orderLine)} />
          <OrderTotals
            goods={order.PRICE_WITHOUT_DISCOUNT}
            discount={order.DISCOUNT}
            coupon={order.COUPON}
            // No method: agreed on the phone (one-click), or nothing to deliver (gift certificates alone: no line).
            delivery={order.DELIVERY.METHOD !== null ? order.DELIVERY_PRICE : order.KIND === 'fast' ? null : undefined}
            total={order.PRICE}
            certificate={order.CERTIFICATE}
            toPay={order.TO_PAY}
          />
        </Panel>
        <OrderInfo order={order} />
      </TwoColumns>
      <Back to={urls.orders()}>Все заказы</Back>
    </Page>
  );
}

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: -4px 0 18px;
  color: ${colors.muted};
`;

/** The way to pay beside the reason, wrapping under it on phones. */
const Pay = styled(Panel)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 20px;
  p {
    flex: 1 1 260px;
    margin: 0;
    font-weight: 700;
  }
`;

/** Why the order was cancelled (the status badge says only «Отменён»). */
const Cancelled = styled(Panel)`
  margin-bottom: 20px;
  p {
    margin: 0;
    font-weight: 700;
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 32px;
  color: ${colors.sageDark};
  font-weight: 800;
`;
