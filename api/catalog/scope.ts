import type { SectionRef } from '../../shared/contract/catalog';
import { urls } from '../../shared/routes';
import type { SectionRow } from './queries';

/**
 * Which products a listing, its facets or a block looks at, before the shopper's filter: the
 * whole catalogue, a section with its descendants (a product counts by its own section or by its
 * capsule, so a capsule section lists its products), or a product flag (promos). Whatever the
 * scope, a product shows only while its own section is visible (it and its ancestors active):
 * switching a section off hides its products everywhere.
 */
export interface Scope {
  /** Visible sections: the product's own section must be one of them. */
  visibleIds: number[];
  /** Sections whose products (by section or capsule) are in scope; null: every section. */
  sectionIds: number[] | null;
  flag?: 'new' | 'sale' | 'popular';
}

export const sectionRef = (s: { id: number; code: string; name: string }): SectionRef => ({
  ID: s.id,
  CODE: s.code,
  NAME: s.name,
  URL: urls.section({ ID: s.id, CODE: s.code }),
});

/** The section and every active section below it. */
export function descendantIds(rows: readonly SectionRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const ids: number[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** Active sections whose every ancestor is active too (what the menu shows). */
export function visibleSectionIds(rows: readonly SectionRow[]): number[] {
  return rows.filter((r) => r.parentId === null).flatMap((root) => descendantIds(rows, root.id));
}

/** The chain from the root down to `id` (empty when `id` is not an active section). */
export function sectionPath(rows: readonly SectionRow[], id: number): SectionRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: SectionRow[] = [];
  for (let row = byId.get(id); row; row = row.parentId === null ? undefined : byId.get(row.parentId)) {
    path.unshift(row);
    if (path.length > 10) break; // the tree is four levels deep; never loop on bad data
  }
  return path[0]?.parentId === null ? path : [];
}
