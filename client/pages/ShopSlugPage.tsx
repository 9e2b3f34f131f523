import { parseShopSlug } from '../../shared/routes';
import { NotFound } from '../components/error';
import type { PageProps } from './PageProps';
import { ProductView } from './shop/ProductView';
import { PromoView } from './shop/PromoView';
import { SectionView } from './shop/SectionView';

/** /shop/{slug}/: a section, a product (both address forms) or a promo filter (spec §2.1). */
export default function ShopSlugPage({ params }: PageProps) {
  const slug = parseShopSlug(params.slug ?? '');
  if (!slug) return <NotFound />;
  switch (slug.kind) {
    case 'section':
      return <SectionView id={slug.id} code={slug.code} />;
    case 'product':
    case 'legacyProduct':
      return <ProductView code={slug.code} />;
    case 'promo':
      return <PromoView code={slug.code} />;
  }
}
