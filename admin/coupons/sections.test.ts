import { describe, expect, it } from 'vitest';
import { sectionPathChoices } from './sections';

describe('coupon sections picker', () => {
  it('names each section by its path in the tree, in the tree order', () => {
    const sections = [
      { id: 1, name: 'Одежда', parentId: null },
      { id: 2, name: 'Боди', parentId: 1 },
      { id: 3, name: 'Outlet', parentId: null },
      { id: 4, name: 'Боди', parentId: 3 },
    ];
    expect(sectionPathChoices(sections)).toEqual([
      { id: 1, name: 'Одежда' },
      { id: 2, name: 'Одежда › Боди' },
      { id: 3, name: 'Outlet' },
      { id: 4, name: 'Outlet › Боди' },
    ]);
  });

  it('names a section whose parent is not in the list by its own name', () => {
    expect(sectionPathChoices([{ id: 5, name: 'Пижамы', parentId: 99 }])).toEqual([{ id: 5, name: 'Пижамы' }]);
  });
});
