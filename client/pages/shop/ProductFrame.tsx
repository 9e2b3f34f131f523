import { urls } from '../../../shared/routes';
import { ButtonLink, Page } from '../../components/page';
import { crumbs } from '../crumbs';

/** The product page's frame; the product's data and card come with the catalogue issue. */
export function ProductFrame() {
  return (
    <Page title="Товар" parents={[crumbs.shop]}>
      <ButtonLink to={urls.catalog()}>Вернуться в каталог</ButtonLink>
    </Page>
  );
}
