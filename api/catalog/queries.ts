import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sections } from './schema';

export interface SectionRow {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  sort: number;
  depth: number;
}

/** Every active section, unordered: the tree is built and sorted in TS (catalog/tree.ts). */
export function activeSectionRows(db: Executor): Promise<SectionRow[]> {
  return db
    .select({
      id: sections.id,
      code: sections.code,
      name: sections.name,
      parentId: sections.parentId,
      sort: sections.sort,
      depth: sections.depth,
    })
    .from(sections)
    .where(eq(sections.active, true));
}
