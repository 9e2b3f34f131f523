import { describe, expect, it } from 'vitest';
import type { SectionRow } from './queries';
import { buildSectionTree, flattenSectionTree } from './tree';

const row = (id: number, code: string, name: string, parentId: number | null, sort = 500, depth = 1): SectionRow => ({
  id,
  code,
  name,
  parentId,
  sort,
  depth,
});

describe('buildSectionTree', () => {
  it('nests children under their parents', () => {
    const tree = buildSectionTree([row(2, 'bodi', 'Боди', 1, 100, 2), row(1, 'odezhda', 'Одежда', null)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.ITEMS.map((s) => s.CODE)).toEqual(['bodi']);
  });

  it('sorts siblings by SORT, then by Russian name', () => {
    const tree = buildSectionTree([
      row(1, 'b', 'Шорты', null, 200),
      row(2, 'c', 'Боди', null, 200),
      row(3, 'a', 'Яблоко', null, 100),
      row(4, 'd', 'ёлка', null, 200),
    ]);
    expect(tree.map((s) => s.NAME)).toEqual(['Яблоко', 'Боди', 'ёлка', 'Шорты']);
  });

  it('builds the canonical URL, with the outlet at its own address', () => {
    const tree = buildSectionTree([row(7, 'outlet', 'Outlet', null, 100), row(8, 'igrushki', 'Игрушки', null, 200)]);
    expect(tree.map((s) => s.URL)).toEqual(['/outlet/', '/shop/8-igrushki-category/']);
  });

  it('leaves out a branch whose parent is missing', () => {
    const tree = buildSectionTree([row(1, 'a', 'А', null), row(3, 'orphan', 'Сирота', 2, 100, 2)]);
    expect(flattenSectionTree(tree).map((s) => s.CODE)).toEqual(['a']);
  });
});

describe('flattenSectionTree', () => {
  it('lists parents before children in menu order with ITEMS empty', () => {
    const tree = buildSectionTree([
      row(1, 'a', 'А', null, 100),
      row(2, 'b', 'Б', null, 200),
      row(3, 'a1', 'А1', 1, 100, 2),
      row(4, 'a1x', 'А1х', 3, 100, 3),
    ]);
    const flat = flattenSectionTree(tree);
    expect(flat.map((s) => s.CODE)).toEqual(['a', 'a1', 'a1x', 'b']);
    expect(flat.every((s) => s.ITEMS.length === 0)).toBe(true);
    expect(tree[0]?.ITEMS).toHaveLength(1);
  });
});
