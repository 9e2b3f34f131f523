import { parseBrandSlug, urls } from '../../shared/routes';
import { NotFound } from '../components/error';
import { Page } from '../components/page';
import { ButtonLink } from '../ui/Button';
import type { PageProps } from './PageProps';

/** The `{product}` code as words for the heading: 'kids_towels' → 'Kids towels'. */
function productName(code: string): string {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** /you-and-{product}/: a brand page about one product line. */
export default function BrandProductPage({ params }: PageProps) {
  const product = parseBrandSlug(params.slug ?? '');
  if (!product) return <NotFound />;
  return (
    <Page title={`Вы и ${productName(product)}`}>
      <ButtonLink to={urls.catalog()}>Смотреть каталог</ButtonLink>
    </Page>
  );
}
