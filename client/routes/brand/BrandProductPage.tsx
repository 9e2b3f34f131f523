import { urls } from '../../../shared/routes';
import { Page } from '../../components/page';
import { brandProductName } from './name';
import type { BrandRoute } from './route';
import type { PageProps } from '../route-module';
import { ButtonLink } from '../../ui/Button';

/** /you-and-{product}/: a brand page about one product line. */
export default function BrandProductPage({ params }: PageProps<BrandRoute>) {
  return (
    <Page title={brandProductName(params.product)}>
      <ButtonLink to={urls.catalog()}>Смотреть каталог</ButtonLink>
    </Page>
  );
}
