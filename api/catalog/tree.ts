import type { Section } from '../../shared/contract';
import { urls } from '../../shared/routes';
import type { SectionRow } from './queries';

const byName = new Intl.Collator('ru');

function compareSections(a: Section, b: Section): number {
  return a.SORT - b.SORT || byName.compare(a.NAME, b.NAME) || a.ID - b.ID;
}

function toSection(row: SectionRow): Section {
  const section = {
    ID: row.id,
    CODE: row.code,
    NAME: row.name,
    IBLOCK_SECTION_ID: row.parentId,
    SORT: row.sort,
    DEPTH_LEVEL: row.depth,
    URL: '',
    ITEMS: [],
    // Only a painted section says so: the plain menu's answer stays as it was.
    ...(row.style && row.style !== 'plain' ? { STYLE: row.style } : {}),
  };
  return { ...section, URL: urls.section(section) };
}

/**
 * Nests flat section rows into the menu tree: roots with ITEMS, siblings sorted by SORT then
 * NAME. A row whose parent is missing (inactive) is left out with its whole branch.
 */
export function buildSectionTree(rows: SectionRow[]): Section[] {
  const byId = new Map(rows.map((row) => [row.id, toSection(row)]));
  const roots: Section[] = [];
  for (const section of byId.values()) {
    const parentId = section.IBLOCK_SECTION_ID;
    if (parentId === null) roots.push(section);
    else byId.get(parentId)?.ITEMS.push(section);
  }
  const sortDeep = (list: Section[]) => {
    list.sort(compareSections);
    for (const s of list) sortDeep(s.ITEMS);
  };
  sortDeep(roots);
  return roots;
}

/** The tree in menu order as one flat list, parents before their children, ITEMS empty. */
export function flattenSectionTree(tree: Section[]): Section[] {
  const out: Section[] = [];
  const walk = (list: Section[]) => {
    for (const section of list) {
      out.push({ ...section, ITEMS: [] });
      walk(section.ITEMS);
    }
  };
  walk(tree);
  return out;
}
