import { urls } from '../../shared/routes';
import { EmptyState, Page } from '../components/page';
import { crumbs } from './crumbs';

/** /personal/order/: checkout. With an empty basket there is nothing to check out yet. */
export default function CheckoutPage() {
  return (
    <Page title="Оформление заказа" parents={[crumbs.basket]}>
      <EmptyState icon="bag" title="Корзина пуста" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
        Добавьте товары в корзину, чтобы оформить заказ.
      </EmptyState>
    </Page>
  );
}
