import type { Executor } from '../database';
import { sections } from '../schema';
import type { SectionSeed } from './sections';

export interface SeededSection {
  id: number;
  code: string;
  /** The section's address on the old storefront: /shop/{segments from the root}/ (spec §2.2). */
  legacyPath: string;
}

/** Inserts the tree parents first, siblings sorted 100, 200, … in the order given. */
export async function insertSections(tx: Executor, tree: SectionSeed[]): Promise<SeededSection[]> {
  const seeded: SeededSection[] = [];
  const insertLevel = async (items: SectionSeed[], parent: { id: number; depth: number; segments: string[] } | null) => {
    for (const [index, item] of items.entries()) {
      const depth = parent ? parent.depth + 1 : 1;
      const [row] = await tx
        .insert(sections)
        .values({
          code: item.code,
          name: item.name,
          parentId: parent?.id ?? null,
          sort: (index + 1) * 100,
          depth,
          style: item.style ?? 'plain',
        })
        .returning({ id: sections.id });
      if (!row) throw new Error(`Раздел ${item.code} не добавлен`);
      const segments = [...(parent?.segments ?? []), item.legacySegment ?? item.code];
      seeded.push({ id: row.id, code: item.code, legacyPath: `/shop/${segments.join('/')}/` });
      if (item.children) await insertLevel(item.children, { id: row.id, depth, segments });
    }
  };
  await insertLevel(tree, null);
  return seeded;
}
