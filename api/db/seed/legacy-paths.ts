import type { SectionSeed } from './sections';

export interface LegacySectionPath {
  /** /shop/{segments from the root}/ on the old storefront (spec §2.2). */
  path: string;
  /** Its own last segment: old short product paths were /shop/{segment}/{product_code}/. */
  segment: string;
}

/** Old storefront paths of every section of the tree by code; needs no database, so a later step can use it. */
export function legacySectionPaths(tree: readonly SectionSeed[]): Map<string, LegacySectionPath> {
  const out = new Map<string, LegacySectionPath>();
  const walk = (items: readonly SectionSeed[], parents: string[]) => {
    for (const item of items) {
      const segment = item.legacySegment ?? item.code;
      const segments = [...parents, segment];
      out.set(item.code, { path: `/shop/${segments.join('/')}/`, segment });
      if (item.children) walk(item.children, segments);
    }
  };
  walk(tree, []);
  return out;
}
