import { describe, expect, it } from 'vitest';
import { section as sectionOf } from '../client/testing/fixtures';
import type { Section } from './contract/section';
import { activeSectionPath, findSectionByCode, sectionPathById } from './sections';

/** A section named by its code. */
const section = (ID: number, CODE: string, parent: number | null, depth: number, ITEMS: Section[] = []): Section =>
  sectionOf(ID, CODE, CODE, parent, depth, ITEMS);

const tree: Section[] = [
  section(1, 'outlet', null, 1),
  section(2, 'odezhda', null, 1, [
    section(3, 'kapsuly', 2, 2, [section(4, 'newborn', 3, 3, [section(5, 'bodi_nb', 4, 4)])]),
    section(6, 'bodi', 2, 2),
  ]),
];

describe('section tree helpers', () => {
  it('finds a fourth-level section with its ancestors, root first', () => {
    expect(sectionPathById(tree, 5, 'bodi_nb').map((s) => s.ID)).toEqual([2, 3, 4, 5]);
  });

  it('needs both the id and the code of the address to match', () => {
    expect(sectionPathById(tree, 5, 'bodi')).toEqual([]);
  });

  it('takes the active branch from the current address', () => {
    expect(activeSectionPath(tree, '/shop/6-bodi-category/').map((s) => s.CODE)).toEqual(['odezhda', 'bodi']);
    expect(activeSectionPath(tree, '/outlet/').map((s) => s.CODE)).toEqual(['outlet']);
    expect(activeSectionPath(tree, '/o-brende/')).toEqual([]);
  });

  it('finds a section by code', () => {
    expect(findSectionByCode(tree, 'newborn')?.ID).toBe(4);
    expect(findSectionByCode(tree, 'nothing')).toBeUndefined();
  });
});
