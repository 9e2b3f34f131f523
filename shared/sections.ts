import type { Section } from './contract/section';

/**
 * The chain of sections from a root down to the first section that `match` accepts (depth first,
 * in menu order), or an empty array when none does.
 */
export function findSectionPath(tree: readonly Section[], match: (s: Section) => boolean): Section[] {
  for (const section of tree) {
    if (match(section)) return [section];
    const below = findSectionPath(section.ITEMS, match);
    if (below.length > 0) return [section, ...below];
  }
  return [];
}

/** The section named by a `/shop/{id}-{code}-category/` address with its ancestors, root first. */
export function sectionPathById(tree: readonly Section[], id: number, code: string): Section[] {
  return findSectionPath(tree, (s) => s.ID === id && s.CODE === code);
}

/** The section whose page is `pathname` with its ancestors (spec §2.4: the active branch). */
export function activeSectionPath(tree: readonly Section[], pathname: string): Section[] {
  return findSectionPath(tree, (s) => s.URL === pathname);
}

/** A section by CODE anywhere in the tree. */
export function findSectionByCode(tree: readonly Section[], code: string): Section | undefined {
  return findSectionPath(tree, (s) => s.CODE === code).at(-1);
}
