import { urls } from '../../shared/routes';
import { EmptyState, Page } from '../components/page';
import { crumbs } from './crumbs';

/** /personal/orders/ (and /personal/orders/order/): the shopper's orders. */
export default function OrdersPage() {
  return (
    <Page title="Мои заказы" parents={[crumbs.personal]}>
      <EmptyState icon="bag" title="Заказов пока нет" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
        Здесь появятся ваши заказы и их статусы.
      </EmptyState>
    </Page>
  );
}
