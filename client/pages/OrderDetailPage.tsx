import { Link } from 'react-router-dom';
import styled from '@emotion/styled';
import { urls } from '../../shared/routes';
import { NotFound } from '../components/error';
import { OrderLines, orderLine } from '../components/order/OrderLines';
import { OrderStatus } from '../components/order/OrderStatus';
import { OrderTotals } from '../components/order/OrderTotals';
import { ButtonLink, Page } from '../components/page';
import { useOrder } from '../hooks/useOrder';
import { colors, mq } from '../ui/theme';
import type { PageProps } from './PageProps';
import { crumbs } from './crumbs';
import { OrderInfo } from './orders/OrderInfo';
import { when } from './orders/when';

/**
 * /personal/orders/{order_code}/: one order of this browser. An unknown code, or one placed by
 * someone else, is a 404: the server says so before the first byte.
 */
export default function OrderDetailPage({ params }: PageProps) {
  const code = params.orderCode ?? '';
  const { order, error, notFound } = useOrder(code);
  if (notFound) return <NotFound />;
  const title = `Заказ №${code}`;
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
        <Pay>
          <p>Заказ ждёт оплаты: {order.PAYMENT.NAME}. Мы начнём собирать его сразу после оплаты.</p>
          <ButtonLink to={order.PAYMENT.PAY_URL}>Оплатить через СБП</ButtonLink>
        </Pay>
      )}
      <Layout>
        <Goods aria-labelledby="order-goods">
          <h2 id="order-goods">Товары</h2>
          <OrderLines lines={order.ITEMS.map(orderLine)} />
          <OrderTotals
            goods={order.PRICE_WITHOUT_DISCOUNT}
            discount={order.DISCOUNT}
            coupon={order.COUPON}
            delivery={order.DELIVERY.METHOD === null ? null : order.DELIVERY_PRICE}
            total={order.PRICE}
          />
        </Goods>
        <OrderInfo order={order} />
      </Layout>
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

const Pay = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 20px;
  margin-bottom: 20px;
  padding: 16px 18px;
  border-radius: 16px;
  background: ${colors.waitLight};
  p {
    flex: 1 1 260px;
    margin: 0;
    font-weight: 700;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(280px, 1fr);
    gap: 28px;
    align-items: start;
  }
`;

const Goods = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 18px 16px 20px;
  border: 1px solid ${colors.border};
  border-radius: 20px;
  background: ${colors.white};
  h2 {
    margin: 0;
    font-size: 19px;
  }
  ${mq.desktop} {
    padding: 22px 24px 24px;
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 32px;
  color: ${colors.sageDark};
  font-weight: 800;
`;
