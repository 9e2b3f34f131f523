import { SectionTiles, TreeStatus } from '../../components/catalog';
import { sectionPathById } from '../../../shared/sections';
import { NotFound } from '../../components/error';
import { Page } from '../../components/page';
import { useSectionTree } from '../../hooks/useSectionTree';
import { crumbs } from '../crumbs';

/**
 * A catalogue section: its name, its ancestors as crumbs and its children. An address whose id and
 * code name no section in the tree is a 404. Products of the section arrive with the catalogue issue.
 */
export function SectionView({ id, code }: { id: number; code: string }) {
  const { data: tree, error } = useSectionTree();
  if (!tree) {
    return (
      <Page title="Каталог" parents={[crumbs.shop]}>
        <TreeStatus failed={Boolean(error)} />
      </Page>
    );
  }
  const path = sectionPathById(tree, id, code);
  const section = path.at(-1);
  if (!section) return <NotFound />;
  const ancestors = path.slice(0, -1).map((s) => ({ name: s.NAME, href: s.URL }));
  return (
    <Page title={section.NAME} parents={[crumbs.shop, ...ancestors]}>
      {section.ITEMS.length > 0 && <SectionTiles sections={section.ITEMS} />}
    </Page>
  );
}
