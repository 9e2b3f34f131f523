import { urls } from '../../shared/routes';
import { EmptyState, Page } from '../components/page';
import { crumbs } from './crumbs';

/** /personal/favorites/: the wishlist; it starts empty until the wishlist back-end arrives. */
export default function FavoritesPage() {
  return (
    <Page title="Избранное" parents={[crumbs.personal]}>
      <EmptyState icon="heart" title="В избранном пока ничего нет" action={{ to: urls.catalog(), text: 'Перейти в каталог' }}>
        Нажмите на сердечко у товара, чтобы сохранить его здесь.
      </EmptyState>
    </Page>
  );
}
