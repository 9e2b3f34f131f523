import { SectionTiles } from '../components/catalog/SectionTiles';
import { TreeStatus } from '../components/catalog/TreeStatus';
import { Page } from '../components/page';
import { ProductBlock } from '../components/product/ProductBlock';
import { useProductBlock } from '../hooks/useProductBlock';
import { useSectionTree } from '../hooks/useSectionTree';

/** /shop/: the catalogue's top sections, then «Новинки» and «Распродажа». */
export default function CatalogPage() {
  const { data: tree, error } = useSectionTree();
  const { data: fresh } = useProductBlock('new', 8);
  const { data: sale } = useProductBlock('sale', 8);
  return (
    <Page title="Магазин">
      {tree ? <SectionTiles sections={tree} /> : <TreeStatus failed={Boolean(error)} />}
      <ProductBlock title="Новинки" products={fresh?.ITEMS} />
      <ProductBlock title="Распродажа" products={sale?.ITEMS} />
    </Page>
  );
}
