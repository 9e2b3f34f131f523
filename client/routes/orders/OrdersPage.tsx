import styled from '@emotion/styled';
import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { useOrderList } from '../../hooks/useOrder';
import type { OrdersRoute } from './route';
import type { PageProps } from '../route-module';
import { crumbs } from '../crumbs';
import { OrderCard } from './OrderCard';
import { EmptyState } from '../../ui/layout';

/** /personal/orders/ (and /personal/orders/order/): the orders placed from this browser, newest first. */
export default function OrdersPage({ keys }: PageProps<OrdersRoute>) {
  const { orders, error } = useOrderList(keys.list);
  return (
    <Page title="Мои заказы" parents={[crumbs.personal]}>
      {orders && orders.length > 0 ? (
        <List aria-label="Заказы">
          {orders.map((order) => (
            <OrderCard key={order.CODE} order={order} />
          ))}
        </List>
      ) : orders ? (
        <EmptyState icon="bag" title="Заказов пока нет" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
          Здесь появятся ваши заказы и их статусы.
        </EmptyState>
      ) : error ? (
        <p role="alert">Не удалось загрузить заказы. Обновите страницу чуть позже.</p>
      ) : (
        <p role="status">Загружаем заказы…</p>
      )}
    </Page>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 760px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
`;
