import fs from 'node:fs';
import path from 'node:path';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { section as sectionOf } from '../../client/testing/fixtures';
import { keys } from '../../shared/api/keys';
import type { Section } from '../../shared/contract/section';
import { leanFallback, TREE_FIELDS_NOT_READ } from '../../server/render/client-state';

/** A section of the menu, known by its id alone (the tree's depth is not what this test is about). */
const section = (id: number, items: Section[] = []): Section => sectionOf(id, `s${id}`, `Раздел ${id}`, null, 1, items);

function clientSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : clientSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the state a page hands the client', () => {
  it('keeps every section of the tree with what the menu reads, and the other keys as they are', () => {
    const tree = [section(1, [section(2, [section(3)])]), { ...section(4), STYLE: 'outlet' as const }];
    const other = { ITEMS: [] };
    const fallback = { [unstable_serialize(keys.sectionTree())]: tree, [unstable_serialize(keys.staticInfo())]: other };
    const lean = leanFallback(fallback);
    expect(lean[unstable_serialize(keys.staticInfo())]).toBe(other);
    expect(lean[unstable_serialize(keys.sectionTree())]).toEqual([
      {
        ID: 1,
        CODE: 's1',
        NAME: 'Раздел 1',
        URL: '/shop/1-s1-category/',
        ITEMS: [
          {
            ID: 2,
            CODE: 's2',
            NAME: 'Раздел 2',
            URL: '/shop/2-s2-category/',
            ITEMS: [{ ID: 3, CODE: 's3', NAME: 'Раздел 3', URL: '/shop/3-s3-category/', ITEMS: [] }],
          },
        ],
      },
      { ID: 4, CODE: 's4', NAME: 'Раздел 4', URL: '/shop/4-s4-category/', STYLE: 'outlet', ITEMS: [] },
    ]);
    // The shared copy is not touched: other pages read it.
    expect(tree[0]).toHaveProperty('SORT', 100);
  });

  // The server renders from the lean tree too, so a component reading a dropped field would
  // render and hydrate without it: this keeps the list honest.
  it('drops only fields that no client code reads', () => {
    const readers = clientSources(path.resolve('client')).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return TREE_FIELDS_NOT_READ.some((field) => new RegExp(`\\b${field}\\b`).test(text));
    });
    expect(readers).toEqual([]);
  });
});
