import { urls } from '../../shared/routes';
import { EmptyState, Page } from '../components/page';

/** /personal/basket/: the basket; it starts empty until the basket back-end arrives (spec §4). */
export default function BasketPage() {
  return (
    <Page title="Корзина">
      <EmptyState icon="bag" title="В корзине пока пусто" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
        Загляните в каталог — там мягкие боди, комбинезоны и подарки для малышей.
      </EmptyState>
    </Page>
  );
}
