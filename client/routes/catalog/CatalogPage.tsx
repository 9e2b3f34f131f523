import { SectionTiles } from '../../components/catalog/SectionTiles';
import { TreeStatus } from '../../components/catalog/TreeStatus';
import { Page } from '../../components/page';
import { ProductBlock } from '../../components/product/ProductBlock';
import { useApi } from '../../hooks/useApi';
import { useSectionTree } from '../../hooks/useSectionTree';
import type { CatalogRoute } from './route';
import type { PageProps } from '../route-module';

/** /shop/: the catalogue's top sections, then «Новинки» and «Распродажа». */
export default function CatalogPage({ keys }: PageProps<CatalogRoute>) {
  const { data: tree, error } = useSectionTree();
  const { data: fresh } = useApi(keys.fresh);
  const { data: sale } = useApi(keys.sale);
  return (
    <Page title="Магазин">
      {tree ? <SectionTiles sections={tree} /> : <TreeStatus failed={Boolean(error)} />}
      <ProductBlock title="Новинки" products={fresh?.ITEMS} />
      <ProductBlock title="Распродажа" products={sale?.ITEMS} />
    </Page>
  );
}
