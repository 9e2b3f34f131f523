import { unstable_serialize } from 'swr';
import { keys } from '../../shared/api/keys';
import type { Section } from '../../shared/contract/section';
import { leanCards } from './lean-cards';

/**
 * Fields of the section tree that no client code reads: the api orders and nests the tree
 * (SORT, IBLOCK_SECTION_ID, DEPTH_LEVEL are how it did so), the menu and the section pages only
 * walk ITEMS. The tree sits in every page's state (42 sections), and these three fields were a
 * third of it: 6.2 → 4.1 KB. test/server/client-state.test.ts fails if client code starts to read one.
 */
export const TREE_FIELDS_NOT_READ = ['SORT', 'IBLOCK_SECTION_ID', 'DEPTH_LEVEL'] as const;

type ClientSection = Omit<Section, (typeof TREE_FIELDS_NOT_READ)[number] | 'ITEMS'> & { ITEMS: ClientSection[] };

/** The tree as a page hands it to the client. */
export function leanSectionTree(sections: Section[]): ClientSection[] {
  // STYLE is sent only for a painted section (the menu's outlet red, a capsule green).
  return sections.map(({ ID, CODE, NAME, URL, STYLE, ITEMS }) => ({
    ID,
    CODE,
    NAME,
    URL,
    ...(STYLE ? { STYLE } : {}),
    ITEMS: leanSectionTree(ITEMS),
  }));
}

const TREE_KEY = unstable_serialize(keys.sectionTree());
/** The shared tree is one object for SHARED_DATA_TTL_SECONDS: lean it once per copy. */
const leanTrees = new WeakMap<object, ClientSection[]>();

function leanTree(tree: unknown): unknown {
  if (!Array.isArray(tree)) return tree;
  let leaned = leanTrees.get(tree);
  if (!leaned) leanTrees.set(tree, (leaned = leanSectionTree(tree as Section[])));
  return leaned;
}

/**
 * The SWR fallback as the page renders and hands it to the client: the same keys, the section
 * tree and the product cards of lists (lean-cards.ts) without what no component reads. The server
 * renders from this too, so the client hydrates from exactly what the server rendered. New
 * objects: the answers may be the shared copies every page reads (shared-data.ts).
 */
export function leanFallback(fallback: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fallback).map(([key, data]) => [key, key === TREE_KEY ? leanTree(data) : leanCards(key, data)]));
}
