import { sectionTree, type SectionSeed } from '../sections';

// Grouping nodes whose names say nothing about a product ('Капсулы').
const SILENT = new Set(['kapsuly']);

function collect(items: readonly SectionSeed[], depth: number, parents: string[], into: Map<string, string[]>) {
  for (const s of items) {
    into.set(s.code, [s.name, ...parents]);
    if (!s.children) continue;
    // Roots ('Одежда', 'Аксессуары') are too broad to be search words for everything below them.
    const passOn = depth === 1 || SILENT.has(s.code) ? parents : [s.name, ...parents];
    collect(s.children, depth + 1, passOn, into);
  }
  return into;
}

/** A section's name and its meaningful ancestors' names, by code: search words that need no database. */
export const sectionSearchNames: ReadonlyMap<string, readonly string[]> = collect(sectionTree, 1, [], new Map());

/** Codes of the sections that have no children. */
export function leafSectionCodes(items: readonly SectionSeed[] = sectionTree): string[] {
  return items.flatMap((s) => (s.children ? leafSectionCodes(s.children) : [s.code]));
}
