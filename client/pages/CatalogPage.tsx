import { SectionTiles, TreeStatus } from '../components/catalog';
import { Page } from '../components/page';
import { useSectionTree } from '../hooks/useSectionTree';

/** /shop/: the catalogue's top sections. */
export default function CatalogPage() {
  const { data: tree, error } = useSectionTree();
  return (
    <Page title="Магазин">
      {tree ? <SectionTiles sections={tree} /> : <TreeStatus failed={Boolean(error)} />}
    </Page>
  );
}
