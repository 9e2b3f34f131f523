import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { products, sections } from './schema';
import { colourSearchWords, extraWords } from './search-words';

/**
 * Writes again the search words of the products `which` picks (api/catalog/search-words.ts), after
 * a staff edit of their section, capsule, kind or colour, or of a section's name: search reads a
 * stored vector generated from them, so an edit is found at once. One UPDATE per distinct
 * (section, capsule, kind, colour): a renamed section of a thousand products is a few statements.
 * The seed's model synonyms of an edited product are not kept (nothing stores them apart).
 */
export async function refreshSearchWords(tx: Executor, which: SQL): Promise<void> {
  const rows = await tx.select().from(sections);
  const groups = await tx
    .selectDistinct({ sectionId: products.sectionId, capsuleId: products.capsuleId, kind: products.kind, colourCode: products.colourCode })
    .from(products)
    .where(which);
  for (const group of groups) {
    await tx
      .update(products)
      .set({ searchExtra: extraWords(rows, group), searchColour: colourSearchWords(group.colourCode) })
      .where(
        and(
          which,
          eq(products.sectionId, group.sectionId),
          group.capsuleId === null ? isNull(products.capsuleId) : eq(products.capsuleId, group.capsuleId),
          eq(products.kind, group.kind),
          eq(products.colourCode, group.colourCode),
        ),
      );
  }
}

/** The products a section's name reaches: those in it or below it, by section or capsule. */
export function productsUnder(sectionIds: readonly number[]): SQL {
  return or(inArray(products.sectionId, [...sectionIds]), inArray(products.capsuleId, [...sectionIds]))!;
}
