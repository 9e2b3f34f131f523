import { urls } from '../../../shared/routes';
import { SectionTiles } from '../../components/catalog';
import { findSectionByCode } from '../../../shared/sections';
import { NotFound } from '../../components/error';
import { ButtonLink, Page } from '../../components/page';
import { useSectionTree } from '../../hooks/useSectionTree';
import { crumbs } from '../crumbs';

/**
 * /shop/{promo_code}/: a promo filter. When the code is a section's (a capsule such as leto_2025),
 * its name is the heading; the filtered products arrive with the catalogue issue.
 */
export function PromoView({ code }: { code: string }) {
  const { data: tree } = useSectionTree();
  const section = tree ? findSectionByCode(tree, code) : undefined;
  if (tree && !section) return <NotFound />;
  return (
    <Page title={section?.NAME ?? 'Подборка товаров'} parents={[crumbs.shop]}>
      {section && section.ITEMS.length > 0 ? (
        <SectionTiles sections={section.ITEMS} />
      ) : (
        <ButtonLink to={urls.catalog()}>Весь каталог</ButtonLink>
      )}
    </Page>
  );
}
