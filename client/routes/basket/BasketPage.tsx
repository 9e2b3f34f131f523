import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { useBasket } from '../../hooks/useBasket';
import { BasketView } from './BasketView';
import { EmptyState } from '../../ui/layout';

/**
 * /personal/basket/: the lines, coupon, gift options and totals. The server renders them (the
 * route's key); a visit by the router reads the basket loaded at startup, or waits for it.
 */
export default function BasketPage() {
  const { basket, error } = useBasket();
  return (
    <Page title="Корзина">
      {basket && basket.ITEMS.length > 0 ? (
        <BasketView basket={basket} />
      ) : basket ? (
        <EmptyState icon="bag" title="В корзине пока пусто" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
          Загляните в каталог — там мягкие боди, комбинезоны и подарки для малышей.
        </EmptyState>
      ) : error ? (
        <p role="alert">Не удалось загрузить корзину. Обновите страницу чуть позже.</p>
      ) : (
        <p role="status">Загружаем корзину…</p>
      )}
    </Page>
  );
}
