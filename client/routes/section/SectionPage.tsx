import { sectionPathById } from '../../../shared/sections';
import { ListingBody } from '../../components/catalog/ListingBody';
import { TreeStatus } from '../../components/catalog/TreeStatus';
import { NotFound } from '../../components/error';
import { Page } from '../../components/page';
import { useCatalogListing } from '../../hooks/useCatalogListing';
import { useSectionTree } from '../../hooks/useSectionTree';
import type { PageProps } from '../route-module';
import type { SectionRoute } from './route';
import { crumbs } from '../crumbs';

/**
 * A catalogue section /shop/{id}-{code}-category/: crumbs along its ancestors, child chips,
 * filters, sort, products and pages. An id and code that name no section in the tree is a 404.
 */
export default function SectionPage({ params: { id, code, scope }, keys }: PageProps<SectionRoute>) {
  const { data: tree, error } = useSectionTree();
  const data = useCatalogListing(keys);
  if (!tree) {
    return (
      <Page title="Каталог" parents={[crumbs.shop]}>
        <TreeStatus failed={Boolean(error)} />
      </Page>
    );
  }
  const path = sectionPathById(tree, id, code);
  const section = path.at(-1);
  if (!section || data.notFound) return <NotFound />;
  const ancestors = path.slice(0, -1).map((s) => ({ name: s.NAME, href: s.URL }));
  return (
    <Page title={section.NAME} parents={[crumbs.shop, ...ancestors]}>
      <ListingBody scope={scope} data={data} children={section.ITEMS} />
    </Page>
  );
}
