import type { SectionAdmin } from '../../shared/contract/admin/sections';

/**
 * The sections a coupon may be limited to, named by their path in the tree («Одежда › Боди»), so
 * two «Боди» under different parents are told apart; in the tree's order (parents before children).
 */
export function sectionPathChoices(sections: readonly Pick<SectionAdmin, 'id' | 'name' | 'parentId'>[]): { id: number; name: string }[] {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const pathOf = (section: Pick<SectionAdmin, 'id' | 'name' | 'parentId'>): string => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let s: typeof section | undefined = section; s && !seen.has(s.id); s = s.parentId === null ? undefined : byId.get(s.parentId)) {
      seen.add(s.id);
      names.unshift(s.name);
    }
    return names.join(' › ');
  };
  return sections.map((s) => ({ id: s.id, name: pathOf(s) }));
}
